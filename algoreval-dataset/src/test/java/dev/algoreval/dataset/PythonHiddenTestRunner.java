package dev.algoreval.dataset;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
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
 * here exactly when it would fail there.
 */
final class PythonHiddenTestRunner {
    private static final String HARNESS = """
            import contextlib, importlib.util, io, json, signal, sys
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
                if CLASS is None:
                    return getattr(module, ENTRY)(*test["args"])
                obj = getattr(module, CLASS)(*test["args"])
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
                outcomes.add(parsed(line.substring(3)));
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

    /** A result JSON cannot hold as the declared types (an integer beyond 64 bits, from Python's big ints) is wrong. */
    private static Outcome parsed(String json) {
        try {
            return new Outcome(JsonValues.parse(json), null);
        } catch (JsonProcessingException e) {
            return new Outcome(null, "a result outside the declared types: " + json.substring(0, Math.min(json.length(), 100)));
        }
    }

    private String header(Api api, Path program, Path tests) {
        String header;
        if (api instanceof Api.Function f) {
            header = "ENTRY = " + pyString(f.method().name()) + "\nCLASS = None\nRETURNING = []\n";
        } else {
            Api.ClassApi c = (Api.ClassApi) api;
            header = "ENTRY = None\nCLASS = " + pyString(c.name()) + "\nRETURNING = ["
                    + String.join(", ", c.methods().stream().filter(m -> m.returns().isPresent())
                            .map(Method::name).map(PythonHiddenTestRunner::pyString).toList()) + "]\n";
        }
        return header + "PROGRAM = " + pyString(program.toString()) + "\nTESTS = " + pyString(tests.toString())
                + "\nSECONDS = " + secondsPerInput + "\n";
    }

    private static String pyString(String s) {
        return JsonValues.write(s);
    }
}
