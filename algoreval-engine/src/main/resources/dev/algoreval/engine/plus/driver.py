# AlgoREval+ driver (generated). The model's program above is loaded as a module named
# algoreval_model, so its `if __name__ == "__main__":` block does not run; its prints are discarded.
import contextlib as _ar_contextlib
import gc as _ar_gc
import inspect as _ar_inspect
import io as _ar_io
import json as _ar_json
import math as _ar_math
import resource as _ar_resource
import sys as _ar_sys
import threading as _ar_threading
import time as _ar_time
import types as _ar_types


class _ArSink(_ar_io.TextIOBase):
    def write(self, s):
        return len(s)

    def writable(self):
        return True


class _ArBad(Exception):
    pass


# The functions a fn(double) -> double argument names (dataset class RealFunctions), written as every
# driver writes them.
_AR_FUNCTIONS = {
    "x^2": lambda x: x * x,
    "x^3": lambda x: x * x * x,
    "x^4-2x+1": lambda x: x * x * x * x - 2 * x + 1,
    "sin(x)": lambda x: _ar_math.sin(x),
    "cos(3x)": lambda x: _ar_math.cos(3 * x),
    "exp(x)": lambda x: _ar_math.exp(x),
    "exp(-x^2)": lambda x: _ar_math.exp(-x * x),
    "sqrt(x)": lambda x: _ar_math.sqrt(x),
    "1/(1+x^2)": lambda x: 1 / (1 + x * x),
    "|x|": lambda x: abs(x),
}


def _ar_cpu_ns():
    # The CPU time of the whole process, every thread (live or already joined), plus the children it
    # has waited for (multiprocessing's workers, a subprocess): what the call costs wherever it runs.
    # time.thread_time_ns, the calling thread's alone, missed a call that does its work on a thread it
    # starts and joins (issue 26). Not time.process_time_ns: under the sandbox's RLIMIT_CPU the kernel
    # reads that clock from a process timer's sum, which moves only at scheduler events (4 ms ticks
    # here); getrusage sums the threads' exact run times, in 1 us steps.
    total = 0
    for who in (_ar_resource.RUSAGE_SELF, _ar_resource.RUSAGE_CHILDREN):
        u = _ar_resource.getrusage(who)
        total += round(u.ru_utime * 1e6) + round(u.ru_stime * 1e6)
    return total * 1000


def _ar_oneline(e):
    text = (type(e).__name__ + ": " + str(e)).replace("\r", " ").replace("\n", " ")
    return text[:500]


def _ar_json_value(v):
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, (list, tuple)):
        return [_ar_json_value(x) for x in v]
    if isinstance(v, complex):
        # A complex number (an FFT's X[k]) is its [real, imaginary] pair.
        return [v.real, v.imag]
    if isinstance(v, dict):
        # A map is a JSON object: its keys (chars or strings) are strings.
        return {k if isinstance(k, str) else str(k): _ar_json_value(x) for k, x in v.items()}
    raise _ArBad("the result contains a value of type " + type(v).__name__)


class _ArScanner:
    """The input's tokens one at a time, and strings, whose "<bytes>:<text>" may hold spaces."""

    def __init__(self, data):
        self.data = data
        self.pos = 0

    def _start(self):
        """Where the next token starts: past the whitespace at the position."""
        i = self.pos
        while self.data[i] in b" \t\r\n":
            i += 1
        return i

    def next(self):
        data = self.data
        i = self._start()
        j = i
        while j < len(data) and data[j] not in b" \t\r\n":
            j += 1
        self.pos = j
        return data[i:j]

    def take(self, m):
        return [self.next() for _ in range(m)]

    def string(self):
        data = self.data
        i = self._start()
        colon = data.index(b":", i)
        n = int(data[i:colon])
        self.pos = colon + 1 + n
        return data[colon + 1:colon + 1 + n].decode("utf-8")


class _ArTokens:
    """
    The input's tokens split a window at a time, at C speed: an interface without strings has only
    whitespace-separated tokens. Read one at a time in Python, a graph of 100,000 edges took seconds
    to read for a call of a few ms, most of the scale probe's time (the window bounds the memory).
    """
    WINDOW = 1 << 20

    def __init__(self, data, pos):
        self.data = data
        self.pos = pos
        self.buffer = []
        self.i = 0

    def _fill(self):
        data = self.data
        if self.pos >= len(data):
            raise IndexError("the input ended before its last value")
        end = min(self.pos + self.WINDOW, len(data))
        while end < len(data) and data[end] not in b" \t\r\n":
            end += 1
        self.buffer = data[self.pos:end].split()
        self.i = 0
        self.pos = end

    def next(self):
        while self.i >= len(self.buffer):
            self._fill()
        self.i += 1
        return self.buffer[self.i - 1]

    def take(self, m):
        out = self.buffer[self.i:self.i + m]
        self.i += len(out)
        while len(out) < m:
            self._fill()
            more = self.buffer[:m - len(out)]
            self.i = len(more)
            out += more
        return out


_AR_INTEGERS = ("int", "long", "index")


def _ar_has_text(api):
    """Whether a string (or a function, named by one) is among the interface's argument types."""
    def has(t):
        return t[0] in ("string", "fn") or any(has(e) for e in t[1:])
    types = list(api["params"]) + [t for m in api.get("methods", []) for t in m["params"]]
    return any(has(t) for t in types)


def _ar_reader(t, tokens, timed, interned, reader):
    """A function that reads one value of type t; lists of numbers and of number tuples are read whole."""
    kind = t[0]
    nxt = tokens.next
    keep = interned.setdefault
    if kind in _AR_INTEGERS:
        if timed:
            def read_int():
                value = int(nxt())
                return keep(value, value)
            return read_int
        return lambda: int(nxt())
    if kind == "double":
        return lambda: float(nxt())
    if kind == "char":
        return lambda: chr(int(nxt()))
    if kind == "bool":
        return lambda: nxt() == b"1"
    if kind == "string":
        return tokens.string
    if kind == "fn":
        return lambda: _AR_FUNCTIONS[tokens.string()]
    if kind == "list":
        element = t[1]
        take = tokens.take
        if element[0] in _AR_INTEGERS:
            if timed:
                return lambda: [keep(v, v) for v in map(int, take(int(nxt())))]
            return lambda: list(map(int, take(int(nxt()))))
        if element[0] == "double":
            return lambda: list(map(float, take(int(nxt()))))
        if element[0] == "tuple" and all(e[0] in _AR_INTEGERS for e in element[1:]):
            k = len(element) - 1

            def read_tuples():
                values = map(int, take(int(nxt()) * k))
                if timed:
                    values = (keep(v, v) for v in values)
                # One iterator k times: each tuple takes the next k values, as written.
                return list(zip(*([iter(values)] * k)))
            return read_tuples
        read_element = reader(element)
        return lambda: [read_element() for _ in range(int(nxt()))]
    if kind == "tuple":
        parts = [reader(e) for e in t[1:]]
        return lambda: tuple(r() for r in parts)
    if kind == "optional":
        read_element = reader(t[1])
        return lambda: read_element() if nxt() == b"1" else None
    if kind == "map":
        read_key = reader(t[1])
        read_value = reader(t[2])

        def read_map():
            out = {}
            for _ in range(int(nxt())):
                key = read_key()
                out[key] = read_value()
            return out
        return read_map
    raise ValueError("unknown type " + kind)


def _ar_run():
    # The big stack is this thread's alone: threads the program starts get the size they get under its own main.
    _ar_threading.stack_size(0)
    out = _ar_sys.stdout
    state = {"marker": "?"}

    def emit(line):
        out.write("\n" + state["marker"] + " " + line + "\n")
        out.flush()

    scanner = _ArScanner(open(_ar_sys.argv[1], "rb").read())
    state["marker"] = scanner.next().decode("ascii")
    # "timed" before the count: also write each call's duration (the scale probe, engine.probe).
    count = scanner.next()
    timed = count == b"timed"
    count = int(scanner.next() if timed else count)
    tokens = scanner if _ar_has_text(_AR_API) else _ArTokens(scanner.data, scanner.pos)
    # Timed mode: one int object per value (CPython makes one per number read): adjacency lists built
    # from edges in random order otherwise point at objects strewn over tens of MB, and the call's time
    # grew with the input's disorder in memory (DAG shortest paths, 800 vertices: 115 ms, k 3.1), not its work.
    interned = {}
    readers = {}

    def reader(t):
        r = readers.get(t)
        if r is None:
            r = readers[t] = _ar_reader(t, tokens, timed, interned, reader)
        return r

    sink = _ArSink()
    module = _ar_types.ModuleType("algoreval_model")
    module.__file__ = "main.py"
    _ar_sys.modules["algoreval_model"] = module
    try:
        with _ar_contextlib.redirect_stdout(sink):
            exec(compile(_AR_SOURCE, "main.py", "exec"), module.__dict__)
    except SystemExit as e:
        if e.code not in (None, 0):
            emit("load-error the program exited with status " + str(e.code) + " while loading")
            return
    except BaseException as e:
        emit("load-error " + _ar_oneline(e))
        return

    def entry(name, what):
        target = module.__dict__.get(name)
        if target is None or not callable(target):
            emit("static the program defines no " + what + " '" + name + "'")
            return None
        return target

    def arity_problem(target, n, name, skip_self):
        try:
            sig = _ar_inspect.signature(target)
        except (TypeError, ValueError):
            return None
        try:
            sig.bind(*([None] * (n + (1 if skip_self else 0))))
        except TypeError as e:
            return name + " cannot be called with " + str(n) + " arguments (" + str(e) + ")"
        return None

    if _AR_API["kind"] == "function":
        fn = entry(_AR_API["name"], "function")
        if fn is None:
            return
        problem = arity_problem(fn, len(_AR_API["params"]), _AR_API["name"], False)
        if problem:
            emit("static " + problem)
            return
    elif _AR_API["kind"] == "functions":
        # Several functions: a test calls them in turn, like a class's methods on the module itself.
        for m in _AR_API["methods"]:
            if entry(m["name"], "function") is None:
                return
            problem = arity_problem(getattr(module, m["name"]), len(m["params"]), m["name"], False)
            if problem:
                emit("static " + problem)
                return
        cls = lambda: module
    else:
        cls = entry(_AR_API["name"], "class")
        if cls is None:
            return
        problem = arity_problem(cls, len(_AR_API["params"]), _AR_API["name"], False)
        for m in _AR_API["methods"]:
            if problem:
                break
            method = getattr(cls, m["name"], None)
            if method is None or not callable(method):
                problem = "class " + _AR_API["name"] + " has no method '" + m["name"] + "'"
            else:
                problem = arity_problem(method, len(m["params"]), m["name"], True)
        if problem:
            emit("static " + problem)
            return

    for index in range(count):
        # All of an input is read before the first call, so an exception cannot leave tokens unread.
        args = [reader(t)() for t in _AR_API["params"]]
        if _AR_API["kind"] != "function":
            calls = []
            for _ in range(int(tokens.next())):
                m = _AR_API["methods"][int(tokens.next())]
                calls.append((m, [reader(t)() for t in m["params"]]))
        try:
            if timed:
                # The garbage of reading the inputs is collected outside the clock, not by the call.
                _ar_gc.collect()
            with _ar_contextlib.redirect_stdout(sink):
                started = _ar_time.perf_counter_ns()
                cpu_started = _ar_cpu_ns()
                if _AR_API["kind"] == "function":
                    result = fn(*args)
                    if _AR_API["inout"] is not None:
                        # Changed in place: the argument after the call is the result.
                        result = args[_AR_API["inout"]]
                else:
                    obj = cls(*args)
                    result = []
                    for m, call_args in calls:
                        r = getattr(obj, m["name"])(*call_args)
                        if m["returns"]:
                            result.append(r)
                elapsed = _ar_time.perf_counter_ns() - started
                cpu = _ar_cpu_ns() - cpu_started
            line = _ar_json.dumps(_ar_json_value(result), allow_nan=True, separators=(",", ":"))
        except _ArBad as e:
            emit(str(index) + " bad " + str(e))
            continue
        except SystemExit as e:
            emit(str(index) + " error the call exited the program (status " + str(e.code) + ")")
            continue
        except BaseException as e:
            emit(str(index) + " error " + _ar_oneline(e))
            continue
        if timed:
            emit(str(index) + " time " + str(elapsed) + " " + str(cpu))
        emit(str(index) + " ok " + line)
    emit("end")


_ar_sys.setrecursionlimit(max(_ar_sys.getrecursionlimit(), 100000))
_ar_threading.stack_size(64 * 1024 * 1024)
_ar_thread = _ar_threading.Thread(target=_ar_run)
_ar_thread.start()
_ar_thread.join()
