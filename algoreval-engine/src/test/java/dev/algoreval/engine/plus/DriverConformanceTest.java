package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.HiddenTests;
import java.util.Arrays;
import java.util.List;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * References pass their variant's hidden tests through their language's driver, in the real sandbox:
 * by default one variant per interface shape (a class API, lists of tuples and of lists in, a mixed
 * tuple, doubles with infinity, optional elements, an optional list and booleans out) in every
 * language, since the project's reference run (example-suite, condition plus) already runs every
 * reference on every hidden input. {@code -Dalgoreval.test.driverLanguages=c,cpp} runs every variant
 * of those languages instead, for work on a driver; {@code -Dalgoreval.test.algorithms=kmp,trie} every
 * variant of those algorithms.
 */
class DriverConformanceTest {
    private static final String LANGUAGES_KEY = "algoreval.test.driverLanguages";
    /** Narrows the run to these algorithms, every variant, for work on their interfaces or references. */
    private static final String ALGORITHMS_KEY = "algoreval.test.algorithms";
    /** One variant per interface shape the graph variants use. */
    private static final Set<String> SHAPES = Set.of(
            "hopcroft-karp/edge_list",          // class API: constructor, void and int methods
            "dijkstra/adj_list",                // list<list<pair<index,int>>> in, list<long> out
            "stoer-wagner-min-cut/adj_matrix",  // list<list<int>> in, pair<long, list<index>> out (a struct in C)
            "floyd-warshall/edge_list",         // list<tuple<...>> in, list<list<double>> with Infinity out
            "dag-shortest-path/edge_list",      // list<optional<long>> out
            "bellman-ford/edge_list",           // optional<list<double>> out
            "two-sat/edge_list",                // optional<list<bool>> out
            "tarjan-scc/adj_list");             // list<list<index>> out

    @TestFactory
    Stream<DynamicTest> everyReferencePassesItsHiddenTestsThroughItsDriver() {
        PlusRunner runner = PlusSandbox.runner();
        Set<Language> languages = languages();
        String algorithms = System.getProperty(ALGORITHMS_KEY, "");
        boolean everyVariant = !System.getProperty(LANGUAGES_KEY, "").isBlank() || !algorithms.isBlank();
        List<Instance> instances = Dataset.load().instances().stream()
                .filter(i -> languages.contains(i.language()))
                .filter(i -> algorithms.isBlank() || Set.of(algorithms.split(",")).contains(i.algorithm().id()))
                .filter(i -> everyVariant || SHAPES.contains(i.algorithm().id() + "/" + i.representation().id()))
                .filter(runner::covers)
                .toList();
        return instances.stream().map(instance -> DynamicTest.dynamicTest(instance.id(), () -> {
            PlusResult result = runner.run(instance, instance.referenceSolution());
            assertThat(result.outcome()).as("%s: %s", instance.id(), result.detail())
                    .isEqualTo(dev.algoreval.engine.scoring.Outcome.PASS);
            assertThat(result.passed()).isEqualTo(HiddenTests.of(instance.algorithm().id(),
                    instance.representation()).orElseThrow().size());
        }));
    }

    static Set<Language> languages() {
        String wanted = System.getProperty(LANGUAGES_KEY, "");
        if (wanted.isBlank()) {
            return Set.of(Language.values());
        }
        return Arrays.stream(wanted.split(",")).map(String::trim)
                .map(id -> Language.byId(id).orElseThrow(() -> new IllegalArgumentException("no language " + id)))
                .collect(Collectors.toSet());
    }
}
