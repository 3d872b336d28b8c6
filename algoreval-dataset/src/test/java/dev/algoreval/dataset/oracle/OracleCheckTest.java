package dev.algoreval.dataset.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracles.DijkstraOracle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checker itself: it must catch a wrong expected output and representations that disagree. */
class OracleCheckTest {
    private static final Algorithm DIJKSTRA = Dataset.load().algorithms().stream()
            .filter(a -> a.id().equals("dijkstra")).findFirst().orElseThrow();

    @Test
    void acceptsTheBundledDijkstra() {
        assertThat(OracleCheck.problems(DIJKSTRA, new DijkstraOracle())).isEmpty();
    }

    @Test
    void aDeliberatelyWrongExpectedOutputFails() {
        Variant edgeList = DIJKSTRA.variants().get(0);
        Variant wrong = withExpected(edgeList, edgeList.expected().replace("5 8", "5 9"));

        assertThat(OracleCheck.problems(DIJKSTRA, wrong, new DijkstraOracle()))
                .singleElement().asString()
                .contains("dijkstra/edge_list", "the oracle computes", "5 8", "but the dataset expects", "5 9");
    }

    @Test
    void aRepresentationThatPosesAnotherGraphFails() {
        Variant adjList = DIJKSTRA.variants().get(1);
        Map<String, Object> input = new HashMap<>(adjList.input());
        List<Object> adj = new ArrayList<>((List<?>) input.get("adj"));
        adj.set(5, List.of(List.of(0, 7)));
        input.put("adj", adj);
        Variant changed = new Variant(adjList.representation(), adjList.requirements(), adjList.test(),
                adjList.pythonTest(), adjList.expected(), input);
        Algorithm algorithm = new Algorithm(DIJKSTRA.id(), DIJKSTRA.name(), DIJKSTRA.domain(), DIJKSTRA.title(),
                List.of(DIJKSTRA.variants().get(0), changed));

        assertThat(OracleCheck.problems(algorithm, new DijkstraOracle()))
                .anyMatch(p -> p.contains("adj_list vs edge_list: the representations describe different graphs"));
    }

    @Test
    void aCrashingOracleIsReportedNotThrown() {
        Oracle broken = (variant, input) -> String.valueOf(input.integer("no-such-key"));

        assertThat(OracleCheck.problems(DIJKSTRA, DIJKSTRA.variants().get(0), broken))
                .singleElement().asString().contains("the oracle failed", "no-such-key");
    }

    private static Variant withExpected(Variant v, String expected) {
        return new Variant(v.representation(), v.requirements(), v.test(), v.pythonTest(), expected, v.input());
    }
}
