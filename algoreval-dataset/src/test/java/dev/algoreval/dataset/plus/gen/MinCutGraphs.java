package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random connected graphs for the minimum-cut tests: two random clusters, each held together by a
 * spanning tree plus random edges, joined by a few light edges, so a cut between them is likely the
 * lightest. Whether it is, and whether it is the only one, is the oracle's business.
 */
final class MinCutGraphs {
    private MinCutGraphs() {
    }

    /**
     * @param density probability of each extra edge inside a cluster
     * @param parallelShare extra copies of edges, as a share of the edge count (a multigraph when positive)
     */
    static MstCutGraph twoClusters(long seed, int sizeA, int sizeB, double density, int maxWeight, int crossing,
            int crossingMaxWeight, double parallelShare) {
        Random rnd = new Random(seed);
        int n = sizeA + sizeB;
        List<Integer> label = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            label.add(v);
        }
        Collections.shuffle(label, rnd);
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        cluster(rnd, 0, sizeA, density, maxWeight, edges);
        cluster(rnd, sizeA, sizeB, density, maxWeight, edges);
        for (int i = 0; i < crossing; i++) {
            edges.add(new MstCutGraph.Edge(rnd.nextInt(sizeA), sizeA + rnd.nextInt(sizeB),
                    1 + rnd.nextInt(crossingMaxWeight)));
        }
        int copies = (int) Math.round(edges.size() * parallelShare);
        for (int i = 0; i < copies; i++) {
            MstCutGraph.Edge e = edges.get(rnd.nextInt(edges.size()));
            edges.add(new MstCutGraph.Edge(e.u(), e.v(), 1 + rnd.nextInt(maxWeight)));
        }
        Collections.shuffle(edges, rnd);
        List<MstCutGraph.Edge> out = new ArrayList<>();
        for (MstCutGraph.Edge e : edges) {
            int u = label.get(e.u());
            int v = label.get(e.v());
            out.add(rnd.nextBoolean() ? new MstCutGraph.Edge(u, v, e.w()) : new MstCutGraph.Edge(v, u, e.w()));
        }
        return new MstCutGraph(n, out);
    }

    private static void cluster(Random rnd, int first, int size, double density, int maxWeight,
            List<MstCutGraph.Edge> edges) {
        boolean[][] joined = new boolean[size][size];
        for (int i = 1; i < size; i++) {
            int parent = rnd.nextInt(i);
            joined[i][parent] = joined[parent][i] = true;
            edges.add(new MstCutGraph.Edge(first + i, first + parent, 1 + rnd.nextInt(maxWeight)));
        }
        for (int i = 0; i < size; i++) {
            for (int j = i + 1; j < size; j++) {
                if (!joined[i][j] && rnd.nextDouble() < density) {
                    edges.add(new MstCutGraph.Edge(first + i, first + j, 1 + rnd.nextInt(maxWeight)));
                }
            }
        }
    }
}
