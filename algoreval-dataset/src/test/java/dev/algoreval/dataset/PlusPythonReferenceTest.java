package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.dataset.plus.ResultComparer;
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
    private static PythonHiddenTestRunner runner;

    @TempDir
    static Path work;

    @BeforeAll
    static void resolve() {
        runner = new PythonHiddenTestRunner(PythonInterpreter.resolve(), work, 60);
    }

    @TestFactory
    Stream<DynamicTest> pythonReferencesAgreeWithTheHiddenTests() {
        Interfaces interfaces = Interfaces.load();
        List<DynamicTest> tests = new ArrayList<>();
        for (Instance instance : Dataset.load().instances()) {
            if (instance.language() != Language.PYTHON || !TestSelection.includes(instance.algorithm().id())) {
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
        List<PythonHiddenTestRunner.Outcome> outcomes = runner.run(instance.referenceSolution(), api, hidden);
        for (int i = 0; i < hidden.size(); i++) {
            PythonHiddenTestRunner.Outcome outcome = outcomes.get(i);
            assertThat(outcome.error()).as("%s reference on hidden test '%s'", instance.id(), hidden.get(i).name())
                    .isNull();
            assertThat(ResultComparer.mismatch(api, comparison, hidden.get(i), outcome.result()))
                    .as("%s hidden test '%s'", instance.id(), hidden.get(i).name()).isEmpty();
        }
    }
}
