package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.ResultComparer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cross-check of the hidden tests' expected results (made by independent oracles) against the
 * Python references, called directly on every hidden input: a disagreement is a bug in the oracle,
 * the generator or the reference, and fails here before any model is scored with it. The engine's
 * reference run does the same for all seven languages through the real drivers.
 */
class PlusPythonReferenceTest {
    private static final String HARNESS = """
            import contextlib, importlib.util, io, json, sys
            spec = importlib.util.spec_from_file_location("algoreval_reference", REFERENCE)
            module = importlib.util.module_from_spec(spec)
            with contextlib.redirect_stdout(io.StringIO()):
                spec.loader.exec_module(module)
            def plain(v):
                if isinstance(v, (list, tuple)):
                    return [plain(x) for x in v]
                if isinstance(v, float) and v.is_integer() and abs(v) < 2**53 and KIND == "int":
                    return v
                return v
            for test in json.load(open(TESTS))["tests"]:
                with contextlib.redirect_stdout(io.StringIO()):
                    if CLASS is None:
                        result = getattr(module, ENTRY)(*test["args"])
                    else:
                        obj = getattr(module, CLASS)(*test["args"])
                        result = []
                        for name, args in test["calls"]:
                            r = getattr(obj, name)(*args)
                            if name in RETURNING:
                                result.append(r)
                print(json.dumps(plain(result)))
            """;

    private static PythonInterpreter python;

    @TempDir
    static Path work;

    @BeforeAll
    static void resolve() {
        python = PythonInterpreter.resolve();
    }

    @TestFactory
    Stream<DynamicTest> pythonReferencesAgreeWithTheHiddenTests() {
        Interfaces interfaces = Interfaces.load();
        List<DynamicTest> tests = new ArrayList<>();
        for (Instance instance : Dataset.load().instances()) {
            if (instance.language() != Language.PYTHON) {
                continue;
            }
            Optional<Api> api = interfaces.of(instance);
            Optional<List<HiddenTest>> hidden = HiddenTests.of(instance.algorithm().id(), instance.representation());
            if (api.isEmpty() || hidden.isEmpty()) {
                continue;
            }
            Comparison comparison = interfaces.comparison(instance.algorithm().id(), instance.representation());
            tests.add(DynamicTest.dynamicTest(instance.id(), () -> check(instance, api.get(), comparison, hidden.get())));
        }
        return tests.stream();
    }

    private static void check(Instance instance, Api api, Comparison comparison, List<HiddenTest> hidden)
            throws Exception {
        Path dir = Files.createTempDirectory(work, "ref");
        Path reference = dir.resolve("reference.py");
        Files.writeString(reference, instance.referenceSolution(), StandardCharsets.UTF_8);
        Path testsFile = dir.resolve("tests.json");
        Files.writeString(testsFile, HiddenTests.format(hidden), StandardCharsets.UTF_8);
        String header;
        if (api instanceof Api.Function f) {
            header = "ENTRY = " + pyString(f.method().name()) + "\nCLASS = None\nRETURNING = []\n";
        } else {
            Api.ClassApi c = (Api.ClassApi) api;
            header = "ENTRY = None\nCLASS = " + pyString(c.name()) + "\nRETURNING = ["
                    + String.join(", ", c.methods().stream().filter(m -> m.returns().isPresent())
                            .map(Method::name).map(PlusPythonReferenceTest::pyString).toList()) + "]\n";
        }
        header += "REFERENCE = " + pyString(reference.toString()) + "\nTESTS = " + pyString(testsFile.toString())
                + "\nKIND = None\n";
        PythonInterpreter.Run run = python.run(header + HARNESS, dir);
        assertThat(run.exitCode()).as("%s reference on its hidden tests; stderr:%n%s", instance.id(), run.stderr())
                .isZero();
        String[] lines = run.stdout().split("\n");
        assertThat(lines).as(instance.id() + " prints one result per hidden test").hasSize(hidden.size());
        for (int i = 0; i < hidden.size(); i++) {
            Object actual = JsonValues.parse(lines[i]);
            assertThat(ResultComparer.mismatch(api, comparison, hidden.get(i), actual))
                    .as("%s hidden test '%s'", instance.id(), hidden.get(i).name()).isEmpty();
        }
    }

    private static String pyString(String s) {
        return JsonValues.write(s);
    }
}
