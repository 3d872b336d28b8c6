package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jgrapht.Graph;
import org.jgrapht.alg.StoerWagnerMinimumCut;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.alg.interfaces.MinimumSTCutAlgorithm;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * The global minimum cut of a connected undirected graph (parallel edges add up, self-loops never
 * cross a cut), from JGraphT's Stoer–Wagner, cross-checked against vertex-0-to-every-vertex maximum
 * flows, which also prove the cut unique where a prompt promises that; small graphs are checked once
 * more by trying every cut.
 */
final class MinCutOracle {
    /** The weight and the side without vertex 0, in ascending order. */
    record Cut(long weight, List<Long> side) {
    }

    private static final int BRUTE_FORCE_LIMIT = 16;

    private MinCutOracle() {
    }

    static long weight(MstCutGraph graph) {
        requireConnected(graph);
        Graph<Integer, DefaultWeightedEdge> g = graph.toMergedSimpleGraph();
        long weight = Math.round(new StoerWagnerMinimumCut<>(g).minCutWeight());
        long byFlows = Long.MAX_VALUE;
        for (int b = 1; b < graph.n(); b++) {
            byFlows = Math.min(byFlows, Math.round(new PushRelabelMFImpl<>(g).getMaximumFlowValue(0, b)));
        }
        check(byFlows == weight, "Stoer-Wagner says " + weight + " but the smallest 0-b flow is " + byFlows);
        if (graph.n() <= BRUTE_FORCE_LIMIT) {
            check(bruteForce(graph).weight() == weight, "brute force disagrees with Stoer-Wagner");
        }
        return weight;
    }

    /** The minimum cut, which must be the only one. */
    static Cut uniqueCut(MstCutGraph graph) {
        long weight = weight(graph);
        Graph<Integer, DefaultWeightedEdge> g = graph.toMergedSimpleGraph();
        Set<Integer> zeroSide = new TreeSet<>(new StoerWagnerMinimumCut<>(g).minCut());
        if (!zeroSide.contains(0)) {
            zeroSide = complement(zeroSide, graph.n());
        }
        // Another minimum cut would separate 0 from some b with flow(0, b) = weight and be a second
        // minimum 0-b cut there, or separate 0 from a b whose flow exceeds weight (impossible); so it
        // suffices that every such b has one minimum 0-b cut (smallest 0-side = largest 0-side).
        for (int b = 1; b < graph.n(); b++) {
            MinimumSTCutAlgorithm<Integer, DefaultWeightedEdge> forward = new PushRelabelMFImpl<>(g);
            if (Math.round(forward.calculateMinCut(0, b)) != weight) {
                continue;
            }
            Set<Integer> smallest = new TreeSet<>(forward.getSourcePartition());
            MinimumSTCutAlgorithm<Integer, DefaultWeightedEdge> backward = new PushRelabelMFImpl<>(g);
            backward.calculateMinCut(b, 0);
            Set<Integer> largest = complement(backward.getSourcePartition(), graph.n());
            check(smallest.equals(zeroSide) && largest.equals(zeroSide),
                    "the minimum cut (weight " + weight + ") is not unique: 0-side " + zeroSide + ", but also "
                            + (smallest.equals(zeroSide) ? largest : smallest));
        }
        Cut cut = new Cut(weight, complement(zeroSide, graph.n()).stream().map(Integer::longValue).toList());
        if (graph.n() <= BRUTE_FORCE_LIMIT) {
            check(bruteForce(graph).equals(cut), "brute force finds another cut than " + cut);
        }
        return cut;
    }

    private static Set<Integer> complement(Set<Integer> side, int n) {
        Set<Integer> other = new TreeSet<>();
        for (int v = 0; v < n; v++) {
            if (!side.contains(v)) {
                other.add(v);
            }
        }
        return other;
    }

    /** Every split with vertex 0 on the first side; the side without 0 of the lightest, or null side when tied. */
    private static Cut bruteForce(MstCutGraph graph) {
        long best = Long.MAX_VALUE;
        int bestMask = 0;
        boolean tied = false;
        for (int mask = 2; mask < (1 << graph.n()); mask += 2) {
            long weight = 0;
            for (MstCutGraph.Edge e : graph.edges()) {
                if (((mask >> e.u()) & 1) != ((mask >> e.v()) & 1)) {
                    weight += e.w();
                }
            }
            if (weight < best) {
                best = weight;
                bestMask = mask;
                tied = false;
            } else if (weight == best) {
                tied = true;
            }
        }
        List<Long> side = new ArrayList<>();
        for (int v = 0; v < graph.n(); v++) {
            if (((bestMask >> v) & 1) == 1) {
                side.add((long) v);
            }
        }
        return new Cut(best, tied ? null : side);
    }

    private static void requireConnected(MstCutGraph graph) {
        check(graph.n() >= 2, "a cut needs two vertices");
        Set<Integer> seen = new HashSet<>(List.of(0));
        List<Integer> stack = new ArrayList<>(List.of(0));
        while (!stack.isEmpty()) {
            int u = stack.remove(stack.size() - 1);
            for (MstCutGraph.Edge e : graph.edges()) {
                int other = e.u() == u ? e.v() : e.v() == u ? e.u() : -1;
                if (other >= 0 && seen.add(other)) {
                    stack.add(other);
                }
            }
        }
        check(seen.size() == graph.n(), "the graph is not connected");
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalStateException(message);
        }
    }
}
