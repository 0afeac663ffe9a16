; Inno Setup script of the Windows installer (packaging/build.py --target windows runs
; `iscc` on it with the defines below). A per-user install by default, so no administrator
; is needed at a club's computer; the dialog offers an install for all users.
;
; The user's history, drills and settings are not in the program folder but in
; %LOCALAPPDATA%\pyramid-coach and the registry (HKCU\Software\PyramidCoach): an upgrade
; installs over the old version (same AppId) and the uninstaller removes only what it
; installed, so both are left as they were.

#ifndef AppVersion
  #error Pass /DAppVersion=X.Y.Z (packaging/build.py does)
#endif
#ifndef SourceDir
  #error Pass /DSourceDir=the PyInstaller folder (packaging/build.py does)
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef IconFile
  #define IconFile "pyramid-coach.ico"
#endif

[Setup]
; Never change the AppId: it is how an upgrade finds the installed version.
AppId={{6F0B9C52-3C1E-4B59-9A53-7D3B2E6A91C4}
AppName=Pyramid Coach
AppVersion={#AppVersion}
AppVerName=Pyramid Coach {#AppVersion}
AppPublisher=Pyramid Coach team
DefaultDirName={autopf}\Pyramid Coach
DefaultGroupName=Pyramid Coach
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=PyramidCoach-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\PyramidCoach.exe
UninstallDisplayName=Pyramid Coach {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: PyramidCoach.exe (the window), pyramid-coach.exe (the same
; program for a terminal: the headless commands print there) and _internal\.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundled libraries whole, so no file of the old version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Pyramid Coach"; Filename: "{app}\PyramidCoach.exe"
Name: "{group}\{cm:UninstallProgram,Pyramid Coach}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Pyramid Coach"; Filename: "{app}\PyramidCoach.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\PyramidCoach.exe"; Description: "{cm:LaunchProgram,Pyramid Coach}"; Flags: nowait postinstall skipifsilent
