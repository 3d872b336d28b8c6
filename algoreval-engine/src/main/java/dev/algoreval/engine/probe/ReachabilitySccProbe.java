package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.List;
import java.util.Random;
import org.jgrapht.alg.connectivity.GabowStrongConnectivityInspector;

/**
 * Strongly connected components by mutual reachability (the transitive closure, Warshall's O(V³)):
 * a directed G(n, p) as for the linear-time SCC algorithms, dense regime only, since the closure's
 * cost does not depend on E (a breadth-first search from every vertex, O(V (V + E)), is n³ on these
 * dense graphs too). Truth: JGraphT's Gabow inspector, in the canonical order.
 */
final class ReachabilitySccProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "scc-mutual-reachability";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        // Python's Warshall takes about 0.4 s at n = 226 (11.5 million inner steps).
        return regime == Regime.DENSE ? List.of(57, 80, 113, 160, 226) : List.of();
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return new Textbook("O(V³) (transitive closure)", 3, "n³", Textbook.CUBIC);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        return DirectedProbeGraphs.gnp(n, regime, random);
    }

    @Override
    public Object expected(ProbeGraph graph) {
        return DirectedProbeGraphs.canonicalComponents(
                new GabowStrongConnectivityInspector<>(DirectedProbeGraphs.jgrapht(graph)).stronglyConnectedSets());
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return DirectedProbeGraphs.unweightedArgs(graph, representation, id());
    }
}
