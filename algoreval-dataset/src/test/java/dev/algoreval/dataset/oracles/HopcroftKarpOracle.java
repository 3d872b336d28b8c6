package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jgrapht.alg.matching.HopcroftKarpMaximumCardinalityBipartiteMatching;

/**
 * JGraphT's Hopcroft–Karp matching. All variants are read as one graph with the left vertices 0..m-1
 * and the right vertices m..m+n-1: the edge list's 1-based pairs (u, v) of BipGraph.addEdge become
 * the edges (u-1, m+v-1); the adjacency list and the incidence matrix already use that numbering.
 */
public final class HopcroftKarpOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    public InputGraph graph(Variant variant, OracleInput input) {
        int m = input.integer("m");
        int n = input.integer("n");
        InputGraph graph;
        if (variant.representation() == Representation.EDGE_LIST) {
            List<InputGraph.Edge> edges = new ArrayList<>();
            for (Object raw : input.list("edges")) {
                int[] e = OracleInput.toInts(raw);
                if (e[0] < 1 || e[0] > m || e[1] < 1 || e[1] > n) {
                    throw new IllegalArgumentException("edge out of range: " + raw);
                }
                edges.add(new InputGraph.Edge(e[0] - 1, m + e[1] - 1, 1));
            }
            graph = new InputGraph(m + n, false, edges);
        } else {
            graph = super.graph(variant, input);
        }
        if (graph.n() != m + n) {
            throw new IllegalArgumentException("the graph has " + graph.n() + " vertices, not m + n = " + (m + n));
        }
        for (InputGraph.Edge e : graph.edges()) {
            if ((e.u() < m) == (e.v() < m)) {
                throw new IllegalArgumentException("edge " + e + " does not join a left and a right vertex");
            }
        }
        return graph;
    }

    @Override
    public Map<String, Object> parameters(OracleInput input) {
        return Map.of("m", input.integer("m"), "n", input.integer("n"));
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        int m = input.integer("m");
        Set<Integer> left = IntStream.range(0, m).boxed().collect(Collectors.toSet());
        Set<Integer> right = IntStream.range(m, graph.n()).boxed().collect(Collectors.toSet());
        var matching = new HopcroftKarpMaximumCardinalityBipartiteMatching<>(graph.toJGraphT(), left, right).getMatching();
        return "Size of maximum matching is " + matching.getEdges().size() + "\n";
    }
}
