package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.BiconnectivityInspector;
import org.jgrapht.graph.DefaultEdge;

/**
 * Bridges and articulation points: a plain G(n, p) (no self-loops, no parallel edges, not necessarily
 * connected, as the prompts allow), edges in pair order ({@link Gnp}). Truth: JGraphT's biconnectivity inspector.
 */
final class CutStructureProbe extends GraphProbeAlgorithm {
    private final boolean bridges;

    private CutStructureProbe(boolean bridges) {
        this.bridges = bridges;
    }

    static CutStructureProbe bridges() {
        return new CutStructureProbe(true);
    }

    static CutStructureProbe articulationPoints() {
        return new CutStructureProbe(false);
    }

    @Override
    public String id() {
        return bridges ? "bridge-finding" : "articulation-points";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return nearLinearSizes(regime, representation);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return nearLinearTextbook(regime, representation, "O(V + E)", Textbook.LINEAR, 0);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.undirected(n, regime.edgeProbability(n), random);
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    @Override
    public Object expected(ProbeGraph graph) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(graph);
        BiconnectivityInspector<Integer, DefaultEdge> inspector = new BiconnectivityInspector<>(g);
        List<Object> out = new ArrayList<>();
        if (bridges) {
            for (DefaultEdge e : inspector.getBridges()) {
                int u = g.getEdgeSource(e);
                int v = g.getEdgeTarget(e);
                out.add(List.of((long) Math.min(u, v), (long) Math.max(u, v)));
            }
        } else {
            inspector.getCutpoints().stream().sorted().forEach(v -> out.add((long) v));
        }
        return out;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList());
            case ADJ_LIST -> List.of(graph.adjacencyList());
            default -> throw unsupported(id(), representation);
        };
    }
}
