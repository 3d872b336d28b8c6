package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The directed probes end to end, on the Python references through the real driver and sandbox, at a
 * tenth of the probe's sizes: every input is encoded as the interface takes it and every answer is
 * judged right, in every representation and regime (a broken promise or a wrong truth shows up as a
 * wrong sample). The exponents themselves need full sizes on a quiet machine: benchmarks/scale-probe.sh.
 */
class DirectedProbesReferencesTest {
    private static final ProbePlan SMALL = new ProbePlan(1, 1, 0.1, ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES)
            .withoutReference();

    static Stream<Instance> pythonReferences() {
        List<String> ids = List.of("tarjan-scc", "kosaraju-scc", "gabow-scc", "scc-mutual-reachability", "topological-sort",
                "dag-shortest-path", "two-sat");
        return Dataset.load().instances().stream()
                .filter(i -> ids.contains(i.algorithm().id()) && i.language() == Language.PYTHON);
    }

    @ParameterizedTest
    @MethodSource("pythonReferences")
    void everySampleOfThePythonReferenceIsJudgedRightAndTimed(Instance instance) {
        ScaleProbe probe = ProbeSandbox.probe(SMALL);
        assertThat(probe.covers(instance)).as(instance.id()).isTrue();
        List<ScaleRecord> records = probe.probe(new ScaleProbe.Program(instance, "test", "plus", 0,
                instance.referenceSolution()));
        assertThat(records).as(instance.id()).isNotEmpty();
        assertThat(records).as(instance.id()).allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(ScaleRecord.TIMED));
    }
}
