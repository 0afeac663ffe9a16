"""A private PulseAudio server with a null sink, and a recorder on its monitor: so a test
can hear whether the program's sounds come out, on a machine without a sound card.

The server runs in a temporary folder of its own (its socket is handed to the client in
``PULSE_SERVER``), is started by the test and stopped by the same test, by its process id.
"""

from __future__ import annotations

import array
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

SINK = "pyramid"
RATE = 44100


@dataclass(frozen=True)
class Server:
    pulse_server: str  # the value for PULSE_SERVER
    env: dict[str, str]  # the server's own environment, for pactl and parec


def available() -> str | None:
    """None when a server can be started here, else why not."""
    missing = [tool for tool in ("pulseaudio", "parec", "pactl") if shutil.which(tool) is None]
    return f"not installed: {', '.join(missing)} (Debian: pulseaudio pulseaudio-utils)" \
        if missing else None


@contextmanager
def null_sink(folder: Path) -> Iterator[Server]:
    runtime = folder / "pulse-runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), HOME=str(folder))
    socket = runtime / "native"
    proc = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
         f"--load=module-native-protocol-unix socket={socket}",
         f"--load=module-null-sink sink_name={SINK}", "--log-target=stderr"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    server = Server(f"unix:{socket}", dict(env, PULSE_SERVER=f"unix:{socket}"))
    try:
        for _ in range(100):
            if subprocess.run(["pactl", "info"], env=server.env, capture_output=True,
                              check=False).returncode == 0:
                break
            if proc.poll() is not None:
                raise RuntimeError(f"pulseaudio exited: {proc.stderr.read()[-1000:]}")
            time.sleep(0.1)
        else:
            raise RuntimeError("pulseaudio did not answer")
        yield server
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@contextmanager
def recording(server: Server, out: Path) -> Iterator[Path]:
    """Record the null sink's monitor into ``out`` (16-bit stereo) while the block runs."""
    with out.open("wb") as sink:
        proc = subprocess.Popen(["parec", "-d", f"{SINK}.monitor", "--raw", "--format=s16le",
                                 f"--rate={RATE}", "--channels=2"],
                                env=server.env, stdout=sink)
        try:
            time.sleep(0.5)  # the stream is connected before anything plays
            yield out
            time.sleep(0.5)
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def peak(path: Path) -> float:
    """The loudest sample recorded, as a fraction of full scale."""
    samples = array.array("h")
    samples.frombytes(path.read_bytes()[: len(path.read_bytes()) // 2 * 2])
    return max((abs(s) for s in samples), default=0) / 32768
