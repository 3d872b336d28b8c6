package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Karger: a connected G(n-1, p) and one more vertex joined to a random vertex by a single edge, with
 * a fixed number of trials. The minimum cut is 1 (the graph is connected, and that edge alone is a
 * cut), and a contraction run keeps that edge unless it picks it among about E others, so 10 trials
 * all miss it with negligible probability: a random graph alone could have a minimum cut that
 * contraction finds with probability only about 2/n². With the trials fixed, the time is one trial's,
 * O(E α(n)) with union–find.
 */
final class KargerProbe extends GraphProbeAlgorithm {
    static final long TRIALS = 10;

    @Override
    public String id() {
        return "karger-min-cut";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return regime == Regime.DENSE ? List.of(100, 141, 200, 283, 400) : List.of(250, 500, 1000, 2000, 4000);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        String complexity = "O(trials · E α(n)), trials = " + TRIALS;
        return regime == Regime.DENSE ? new Textbook(complexity, 2, "E ~ n²: n²", Textbook.LINEAR)
                : new Textbook(complexity, 1, "E ~ n log n: n log n", Textbook.LINEAR);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        ProbeGraph core = until(() -> new ProbeGraph(n - 1, false, Gnp.undirected(n - 1, regime.edgeProbability(n), random),
                Optional.empty()), Oracles::connected, "connected graph");
        List<int[]> edges = new ArrayList<>(core.edges());
        edges.add(new int[] {random.nextInt(n - 1), n - 1});
        Collections.shuffle(edges, random);
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    @Override
    public Object expected(ProbeGraph graph) {
        if (!Oracles.connected(graph)) {
            throw new IllegalStateException("the Karger probe graph must be connected");
        }
        return 1L;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        if (representation != Representation.EDGE_LIST) {
            throw unsupported(id(), representation);
        }
        return List.of((long) graph.n(), graph.edgeList(), TRIALS);
    }
}
