package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random connected graphs whose minimum spanning tree is unique although weights repeat: a random
 * tree with weights from a narrow range (so tree edges tie), plus extra edges each strictly heavier
 * than every tree edge on the path between its ends, which is exactly the condition for the tree to
 * be the only minimum one. The oracle still computes and checks the tree on its own.
 */
final class MstPlantedTreeGraphs {
    private MstPlantedTreeGraphs() {
    }

    /**
     * @param treeWeightMin smallest tree-edge weight (may be zero or negative)
     * @param treeWeightMax largest tree-edge weight
     * @param extraSpread extra edges weigh the path maximum plus 1..extraSpread
     * @param parallel whether extra edges may repeat a pair already joined (parallel edges)
     */
    static MstCutGraph random(long seed, int n, int extraEdges, long treeWeightMin, long treeWeightMax,
            long extraSpread, boolean parallel) {
        Random rnd = new Random(seed);
        List<Integer> label = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            label.add(v);
        }
        Collections.shuffle(label, rnd);
        // tree over positions 0..n-1 (parent of position i is an earlier position), relabelled afterwards
        int[] parent = new int[n];
        long[] parentWeight = new long[n];
        int[] depth = new int[n];
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        Set<Long> joined = new HashSet<>();
        List<int[]> joinedPairs = new ArrayList<>();
        parent[0] = -1;
        for (int i = 1; i < n; i++) {
            parent[i] = rnd.nextInt(i);
            depth[i] = depth[parent[i]] + 1;
            parentWeight[i] = treeWeightMin + (long) rnd.nextInt((int) (treeWeightMax - treeWeightMin + 1));
            edges.add(new MstCutGraph.Edge(label.get(i), label.get(parent[i]), parentWeight[i]));
            joined.add(pairKey(i, parent[i], n));
            joinedPairs.add(new int[] {i, parent[i]});
        }
        long maxPairs = (long) n * (n - 1) / 2;
        int added = 0;
        while (added < extraEdges) {
            int a = rnd.nextInt(n);
            int b = rnd.nextInt(n);
            if (parallel && rnd.nextInt(3) == 0) {
                // a random pair would almost never repeat; copy a joined pair to make parallel edges common
                int[] pair = joinedPairs.get(rnd.nextInt(joinedPairs.size()));
                a = pair[0];
                b = pair[1];
            }
            if (a == b || (!parallel && joined.contains(pairKey(a, b, n)))) {
                if (!parallel && joined.size() >= maxPairs) {
                    throw new IllegalArgumentException("no room for " + extraEdges + " more simple edges");
                }
                continue;
            }
            joined.add(pairKey(a, b, n));
            joinedPairs.add(new int[] {a, b});
            long weight = pathMaximum(a, b, parent, parentWeight, depth) + 1 + rnd.nextInt((int) extraSpread);
            edges.add(new MstCutGraph.Edge(label.get(a), label.get(b), weight));
            added++;
        }
        Collections.shuffle(edges, rnd);
        List<MstCutGraph.Edge> oriented = new ArrayList<>();
        for (MstCutGraph.Edge e : edges) {
            oriented.add(rnd.nextBoolean() ? e : new MstCutGraph.Edge(e.v(), e.u(), e.w()));
        }
        return new MstCutGraph(n, oriented);
    }

    private static long pairKey(int a, int b, int n) {
        return (long) Math.min(a, b) * n + Math.max(a, b);
    }

    /** The heaviest tree edge on the path between positions a and b (climbing to their common ancestor). */
    private static long pathMaximum(int a, int b, int[] parent, long[] parentWeight, int[] depth) {
        long max = Long.MIN_VALUE;
        while (a != b) {
            if (depth[a] >= depth[b]) {
                max = Math.max(max, parentWeight[a]);
                a = parent[a];
            } else {
                max = Math.max(max, parentWeight[b]);
                b = parent[b];
            }
        }
        return max;
    }
}
