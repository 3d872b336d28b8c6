package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;

/** JGraphT's Kosaraju inspector: a different SCC algorithm from the one the prompt asks for, same components. */
public final class GabowSccOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        List<Set<Integer>> components = new KosarajuStrongConnectivityInspector<>(graph.toJGraphT()).stronglyConnectedSets();
        // one line per component, vertices ascending; lines ordered by smallest vertex
        return components.stream()
                .map(c -> c.stream().sorted().toList())
                .sorted(Comparator.comparing((List<Integer> c) -> c.get(0)))
                .map(c -> c.stream().map(String::valueOf).collect(Collectors.joining(" ")) + "\n")
                .collect(Collectors.joining());
    }
}
