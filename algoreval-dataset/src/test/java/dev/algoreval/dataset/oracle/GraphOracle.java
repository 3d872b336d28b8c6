package dev.algoreval.dataset.oracle;

import dev.algoreval.dataset.Variant;
import java.util.HashMap;
import java.util.Map;

/**
 * An oracle for a graph algorithm: reads every representation into one {@link InputGraph}, so the
 * oracle test can also check that all variants of the algorithm pose the same problem.
 */
public abstract class GraphOracle implements Oracle {
    protected abstract boolean directed();

    /** The adjacency-matrix entry that means "no edge" (0 for 0/1 matrices and capacities). */
    protected long noEdge() {
        return 0;
    }

    public InputGraph graph(Variant variant, OracleInput input) {
        return InputGraph.read(variant.representation(), input, directed(), noEdge());
    }

    /** The input values that are not the graph (a source vertex, k, …): equal across variants. */
    public Map<String, Object> parameters(OracleInput input) {
        Map<String, Object> rest = new HashMap<>(input.values());
        InputGraph.GRAPH_KEYS.forEach(rest::remove);
        return rest;
    }

    protected abstract String expectedOutput(InputGraph graph, OracleInput input);

    @Override
    public final String expectedOutput(Variant variant, OracleInput input) {
        return expectedOutput(graph(variant, input), input);
    }
}
