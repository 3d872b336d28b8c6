package dev.algoreval.dataset;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Type;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Calls a Python program's function (or builds its class and calls its methods) directly on every
 * hidden input of a variant, without a driver: the in-process counterpart of the engine's Python
 * driver, for the dataset's own programs (references and their seeded mutants).
 *
 * <p>Each input runs under its own time limit, and an exception on one input is reported for that
 * input only, so a mutant that crashes or loops on one input is still measured on the others. An input
 * with no line (the process died or ran past the interpreter's limit) comes back as an error too. The
 * recursion limit is raised as the engine's Python driver raises it, so a deep recursive search fails
 * here exactly when it would fail there. An inout parameter's value after the call is the result; a
 * function argument's name is replaced by the menu's function (as the drivers do).
 */
final class PythonHiddenTestRunner {
    private static final String HARNESS = """
            import contextlib, importlib.util, io, json, math, signal, sys
            # dev.algoreval.dataset.plus.RealFunctions, as the engine's Python driver writes it.
            MENU = {"x^2": lambda x: x * x, "x^3": lambda x: x * x * x,
                    "x^4-2x+1": lambda x: x * x * x * x - 2 * x + 1, "sin(x)": math.sin,
                    "cos(3x)": lambda x: math.cos(3 * x), "exp(x)": math.exp, "exp(-x^2)": lambda x: math.exp(-x * x),
                    "sqrt(x)": math.sqrt, "1/(1+x^2)": lambda x: 1 / (1 + x * x), "|x|": abs}
            class InputTimeout(Exception):
                pass
            def on_alarm(signum, frame):
                raise InputTimeout("no result within %s s" % SECONDS)
            signal.signal(signal.SIGALRM, on_alarm)
            sys.setrecursionlimit(max(sys.getrecursionlimit(), 100000))
            spec = importlib.util.spec_from_file_location("algoreval_program", PROGRAM)
            module = importlib.util.module_from_spec(spec)
            with contextlib.redirect_stdout(io.StringIO()):
                spec.loader.exec_module(module)
            def call(test):
                if ENTRY is not None:
                    args = [MENU[a] if i in FUNCTION_ARGS else a for i, a in enumerate(test["args"])]
                    result = getattr(module, ENTRY)(*args)
                    return args[INOUT] if INOUT is not None else result
                obj = module if CLASS is None else getattr(module, CLASS)(*test["args"])
                results = []
                for name, args in test["calls"]:
                    r = getattr(obj, name)(*args)
                    if name in RETURNING:
                        results.append(r)
                return results
            for test in json.load(open(TESTS))["tests"]:
                try:
                    signal.setitimer(signal.ITIMER_REAL, SECONDS)
                    with contextlib.redirect_stdout(io.StringIO()):
                        result = call(test)
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    line = "ok " + json.dumps(result)
                except BaseException as e:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    line = "error " + (type(e).__name__ + ": " + str(e)).replace("\\n", " ")[:300]
                print(line, flush=True)
            """;

    /** The program's answer on one input: a JSON value, or why there is none. */
    record Outcome(Object result, String error) {
        boolean ok() {
            return error == null;
        }
    }

    private final PythonInterpreter python;
    private final Path work;
    private final double secondsPerInput;

    PythonHiddenTestRunner(PythonInterpreter python, Path work, double secondsPerInput) {
        this.python = python;
        this.work = work;
        this.secondsPerInput = secondsPerInput;
    }

    /** One outcome per hidden test, in order. */
    List<Outcome> run(String program, Api api, List<HiddenTest> hidden) throws IOException {
        Path dir = Files.createTempDirectory(work, "hidden");
        Path programFile = dir.resolve("program.py");
        Files.writeString(programFile, program, StandardCharsets.UTF_8);
        Path testsFile = dir.resolve("tests.json");
        Files.writeString(testsFile, HiddenTests.format(hidden), StandardCharsets.UTF_8);
        PythonInterpreter.Run run = python.run(header(api, programFile, testsFile) + HARNESS, dir);
        List<Outcome> outcomes = new ArrayList<>();
        for (String line : run.stdout().split("\n")) {
            if (outcomes.size() == hidden.size()) {
                break;
            }
            if (line.startsWith("ok ")) {
                outcomes.add(new Outcome(JsonValues.parse(line.substring(3)), null));
            } else if (line.startsWith("error ")) {
                outcomes.add(new Outcome(null, line.substring(6)));
            }
        }
        String death = "no result: the process ended with exit code " + run.exitCode() + "; stderr: "
                + run.stderr().strip().lines().reduce((first, last) -> last).orElse("");
        while (outcomes.size() < hidden.size()) {
            outcomes.add(new Outcome(null, death));
        }
        return outcomes;
    }

    private String header(Api api, Path program, Path tests) {
        String header;
        if (api instanceof Api.Function f) {
            List<String> functionArgs = new ArrayList<>();
            for (int i = 0; i < f.method().params().size(); i++) {
                if (f.method().params().get(i).type() instanceof Type.FunctionOf) {
                    functionArgs.add(String.valueOf(i));
                }
            }
            header = "ENTRY = " + pyString(f.method().name()) + "\nCLASS = None\nRETURNING = []\nFUNCTION_ARGS = {"
                    + String.join(", ", functionArgs) + "}\nINOUT = "
                    + f.method().inoutIndex().map(String::valueOf).orElse("None") + "\n";
        } else {
            // Several functions are called on the module itself, as a class API's methods on its object.
            String cls = api instanceof Api.ClassApi c ? pyString(c.name()) : "None";
            header = "ENTRY = None\nCLASS = " + cls + "\nRETURNING = ["
                    + String.join(", ", api.callables().stream().filter(m -> m.returns().isPresent())
                            .map(Method::name).map(PythonHiddenTestRunner::pyString).toList()) + "]\n";
        }
        return header + "PROGRAM = " + pyString(program.toString()) + "\nTESTS = " + pyString(tests.toString())
                + "\nSECONDS = " + secondsPerInput + "\n";
    }

    private static String pyString(String s) {
        return JsonValues.write(s);
    }
}
