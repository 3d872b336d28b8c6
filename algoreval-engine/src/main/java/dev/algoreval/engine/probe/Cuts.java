package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.StoerWagnerMinimumCut;
import org.jgrapht.alg.connectivity.BiconnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Inputs and truth of the cut probes: bridges and articulation points (on a plain G(n, p), see
 * {@link UndirectedProbeGraphs#gnp}; truth: JGraphT's biconnectivity inspector), Karger's and
 * Stoer–Wagner's minimum cuts.
 */
final class Cuts {
    /** Karger's contraction runs, fixed so that the time is one run's times a constant. */
    static final long KARGER_TRIALS = 10;

    private Cuts() {
    }

    /** The bridges as [u, v] with u < v. */
    static Object bridges(ProbeGraph graph) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(graph);
        List<Object> out = new ArrayList<>();
        for (DefaultEdge e : new BiconnectivityInspector<>(g).getBridges()) {
            int u = g.getEdgeSource(e);
            int v = g.getEdgeTarget(e);
            out.add(List.of((long) Math.min(u, v), (long) Math.max(u, v)));
        }
        return out;
    }

    /** The articulation points, increasing. */
    static Object articulationPoints(ProbeGraph graph) {
        List<Object> out = new ArrayList<>();
        new BiconnectivityInspector<>(Oracles.simple(graph)).getCutpoints().stream().sorted().forEach(v -> out.add((long) v));
        return out;
    }

    /**
     * Karger: a connected G(n-1, p) and one more vertex joined to a random vertex by a single edge. The
     * minimum cut is 1 (the graph is connected, and that edge alone is a cut), and a contraction run
     * keeps that edge unless it picks it among about E others, so {@link #KARGER_TRIALS} trials all miss
     * it with negligible probability: a random graph alone could have a minimum cut that contraction
     * finds with probability only about 2/n².
     */
    static ProbeGraph withPendantVertex(int n, Regime regime, Random random) {
        ProbeGraph core = UndirectedProbeGraphs.untilConnected(() -> new ProbeGraph(n - 1, false,
                Gnp.undirected(n - 1, regime.edgeProbability(n), random), Optional.empty()), "connected graph");
        List<int[]> edges = new ArrayList<>(core.edges());
        edges.add(new int[] {random.nextInt(n - 1), n - 1});
        Collections.shuffle(edges, random);
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    /** The pendant vertex's edge: a cut of 1, the minimum of a connected graph. */
    static Object pendantCut(ProbeGraph graph) {
        if (!Oracles.connected(graph)) {
            throw new IllegalStateException("the Karger probe graph must be connected");
        }
        return 1L;
    }

    /**
     * Stoer–Wagner: a connected G(n, p) with weights 1..10⁶ drawn at random, so that two cuts of equal
     * weight (the prompt promises one minimum cut) are very unlikely; the checker accepts either side of
     * a cut of the right weight anyway.
     */
    static ProbeGraph randomlyWeighted(int n, Regime regime, Random random) {
        return UndirectedProbeGraphs.untilConnected(() -> {
            List<int[]> edges = Gnp.undirected(n, regime.edgeProbability(n), random);
            long[] weights = new long[edges.size()];
            for (int i = 0; i < weights.length; i++) {
                weights[i] = 1 + random.nextInt(1_000_000);
            }
            return new ProbeGraph(n, false, edges, Optional.of(weights));
        }, "connected graph");
    }

    /** JGraphT's Stoer–Wagner: [weight, [the vertices of the side JGraphT returns, increasing]]. */
    static Object stoerWagner(ProbeGraph graph) {
        StoerWagnerMinimumCut<Integer, DefaultWeightedEdge> cut = new StoerWagnerMinimumCut<>(Oracles.weighted(graph));
        List<Object> side = new ArrayList<>();
        cut.minCut().stream().sorted().forEach(v -> side.add((long) v));
        return List.of((long) cut.minCutWeight(), side);
    }
}
