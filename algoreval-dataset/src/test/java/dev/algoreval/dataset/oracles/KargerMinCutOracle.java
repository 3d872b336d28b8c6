package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.alg.StoerWagnerMinimumCut;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * JGraphT's deterministic Stoer–Wagner minimum cut on the multigraph with parallel edges merged into
 * one edge weighted by their multiplicity. Karger's test runs enough contractions (trials) that a
 * correct implementation finds this exact value with overwhelming probability.
 */
public final class KargerMinCutOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        Graph<Integer, DefaultWeightedEdge> weighted = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        IntStream.range(0, graph.n()).forEach(weighted::addVertex);
        for (InputGraph.Edge e : graph.edges()) {
            if (e.u() == e.v()) {
                continue; // a self-loop never crosses a cut
            }
            DefaultWeightedEdge existing = weighted.getEdge(e.u(), e.v());
            if (existing == null) {
                weighted.setEdgeWeight(weighted.addEdge(e.u(), e.v()), e.w());
            } else {
                weighted.setEdgeWeight(existing, weighted.getEdgeWeight(existing) + e.w());
            }
        }
        return Math.round(new StoerWagnerMinimumCut<>(weighted).minCutWeight()) + "\n";
    }
}
