package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.DistanceMatrix;
import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.Graph;
import org.jgrapht.alg.shortestpath.JohnsonShortestPaths;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.jgrapht.util.SupplierUtil;

/** JGraphT's Johnson all-pairs shortest paths: a different algorithm, the same distance matrix. */
public final class FloydWarshallOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected long noEdge() {
        return 999;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        // Johnson adds a temporary vertex, so the graph needs a vertex supplier (new ids from n on).
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedPseudograph<>(
                SupplierUtil.createIntegerSupplier(graph.n()), SupplierUtil.createDefaultWeightedEdgeSupplier());
        for (int v = 0; v < graph.n(); v++) {
            g.addVertex(v);
        }
        for (InputGraph.Edge e : graph.edges()) {
            g.setEdgeWeight(g.addEdge(e.u(), e.v()), e.w());
        }
        var paths = new JohnsonShortestPaths<>(g);
        return DistanceMatrix.lines(graph.n(), paths::getPathWeight);
    }
}
