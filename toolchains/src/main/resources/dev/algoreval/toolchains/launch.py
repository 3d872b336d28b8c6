# AlgoREval's one-step launcher, run as `python3 -I -B -c <this file> /app/main.py [arguments]`.
# It checks main.py's syntax exactly as the separate check step did, says so with the first bytes
# on stderr before any of the program's code runs (so the program cannot fake or hide it), then
# runs main.py as `python3 -I -B /app/main.py [arguments]` would: as __main__, with its own
# globals, sys.argv, recursion depth, traceback and exit status.
import sys


class _AlgorevalUncaught:
    """Drops our frames from an exception escaping the program; the interpreter then handles it as
    it handles one escaping a script (traceback, exit status 1, SystemExit, KeyboardInterrupt)."""

    def __enter__(self):
        return None

    # No globals here: they are the program's, and it may have rebound any name.
    def __exit__(self, kind, error, trace):
        while trace is not None and trace.tb_frame.f_code.co_filename == "<string>":
            trace = trace.tb_next
        if error is not None:
            error.__traceback__ = trace
        return False


def _algoreval_prepare(sys=sys):
    import os
    import time
    start = time.perf_counter_ns()
    path = sys.argv[1]
    try:
        # The former check step, to the letter: the text read as UTF-8, compiled (under the full
        # path, so that a diagnostic shows the line); its warnings are the run's to print, when
        # the program is compiled again below.
        with open(path, encoding="utf-8") as source:
            text = source.read()
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(text, path, "exec")
    except BaseException as error:
        import traceback
        sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))
        raise SystemExit(1)
    del text
    os.write(2, b"[algoreval] syntax ok in %d ns\n" % (time.perf_counter_ns() - start))
    # From here on everything is the run's. The interpreter compiles a script from its bytes
    # (coding cookie, BOM), under its path.
    with open(path, "rb") as source:
        code = compile(source.read(), path, "exec")
    from importlib.machinery import SourceFileLoader
    names = sys.modules["__main__"].__dict__
    builtins = names["__builtins__"]
    names.clear()
    names.update(__name__="__main__", __doc__=None, __package__=None,
                 __loader__=SourceFileLoader("__main__", path), __spec__=None, __annotations__={},
                 __builtins__=builtins, __file__=path, __cached__=None)
    del sys.argv[0]
    if sys.path and sys.path[0] == "":
        # -c put the working directory first where a script puts its own directory (not under -I).
        sys.path[0] = os.path.dirname(path)
    # Our frame and the exec() call count against the recursion limit (two levels up to 3.11, one
    # from 3.12): the program gets back the depth it has when run directly.
    sys.setrecursionlimit(sys.getrecursionlimit() + (1 if sys.version_info >= (3, 12) else 2))
    return code, names


with _AlgorevalUncaught():
    exec(*_algoreval_prepare())
