package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.algoreval.dataset.oracle.NoIndependentCheck;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleCheck;
import dev.algoreval.dataset.oracle.Oracles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every expected output of the bundled dataset against its algorithm's independent oracle (SPEC §3.4). */
class OracleTest {
    private static final Dataset DATASET = Dataset.load();

    @TestFactory
    Stream<DynamicNode> everyVariantAgreesWithItsOracle() {
        return DATASET.algorithms().stream()
                .filter(algorithm -> Oracles.forAlgorithm(algorithm.id()).isPresent())
                .map(algorithm -> {
                    Oracle oracle = Oracles.forAlgorithm(algorithm.id()).orElseThrow();
                    List<DynamicNode> checks = new ArrayList<>();
                    for (Variant variant : algorithm.variants()) {
                        checks.add(dynamicTest(variant.representation().id(), () ->
                                assertThat(OracleCheck.problems(algorithm, variant, oracle)).isEmpty()));
                    }
                    checks.add(dynamicTest("same answer in every representation", () ->
                            assertThat(OracleCheck.problems(algorithm, oracle)).isEmpty()));
                    return dynamicContainer(algorithm.id(), checks);
                });
    }

    @Test
    void everyAlgorithmHasAnOracleOrADocumentedReasonWhyNot() {
        for (Algorithm algorithm : DATASET.algorithms()) {
            Optional<Oracle> oracle = Oracles.forAlgorithm(algorithm.id());
            assertThat(oracle.isPresent() != NoIndependentCheck.REASONS.containsKey(algorithm.id()))
                    .as("%s needs exactly one of %s or an entry in NoIndependentCheck", algorithm.id(),
                            Oracles.className(algorithm.id()))
                    .isTrue();
        }
        assertThat(NoIndependentCheck.REASONS.keySet())
                .allMatch(id -> DATASET.algorithms().stream().anyMatch(a -> a.id().equals(id)));
    }
}
