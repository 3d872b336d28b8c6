package dev.algoreval.engine.probe;

import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;

/** Undirected probe graphs: a plain G(n, p), and redrawing until a graph is connected. */
final class UndirectedProbeGraphs {
    private UndirectedProbeGraphs() {
    }

    /**
     * A plain G(n, p): no self-loops, no parallel edges, not necessarily connected (as the prompts that
     * take it allow), no weights, edges in pair order ({@link Gnp}).
     */
    static ProbeGraph gnp(int n, Regime regime, Random random) {
        return new ProbeGraph(n, false, Gnp.undirected(n, regime.edgeProbability(n), random), Optional.empty());
    }

    /** Redraws until the graph is connected, as the prompt promises; a fixed seed gives the same graph every time. */
    static ProbeGraph untilConnected(Supplier<ProbeGraph> draw, String what) {
        for (int attempt = 0; attempt < 1000; attempt++) {
            ProbeGraph g = draw.get();
            if (Oracles.connected(g)) {
                return g;
            }
        }
        throw new IllegalStateException("no " + what + " in 1000 draws");
    }
}
