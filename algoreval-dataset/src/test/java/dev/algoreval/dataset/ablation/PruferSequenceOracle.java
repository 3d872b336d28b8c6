package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;

/**
 * The encoding found by inverting the decoder, a different procedure: a tree's sequence holds each
 * vertex (degree - 1) times, so every arrangement of that multiset is decoded and the one that gives
 * back the input tree is the answer (the code is a bijection, so exactly one does). The decoder is
 * written here because JGraphT 1.5.3's {@code PruferTreeGenerator} is wrong on some sequences: it turns
 * [0, 0] into a tree with the loop {0, 0} and [3, 3, 5, 4, 5, 6] into one with {4, 4}.
 */
final class PruferSequenceOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int n = input.integer("n");
        int[][] edges = input.intMatrix("edges");
        Set<Set<Integer>> tree = edgeSet(AblationGraphs.undirected(n, edges));
        int[] degree = new int[n];
        for (int[] e : edges) {
            degree[e[0]]++;
            degree[e[1]]++;
        }
        List<Integer> multiset = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            for (int i = 1; i < degree[v]; i++) {
                multiset.add(v);
            }
        }
        List<int[]> matches = new ArrayList<>();
        for (int[] candidate : arrangements(multiset)) {
            if (decode(n, candidate).equals(tree)) {
                matches.add(candidate);
            }
        }
        if (matches.size() != 1) {
            throw new IllegalStateException(matches.size() + " sequences decode into the input tree");
        }
        return AblationGraphs.line(Arrays.stream(matches.get(0)).boxed().toList());
    }

    /**
     * The textbook decoder: each label of the sequence is joined to the smallest vertex that no longer
     * occurs in the rest of the sequence and is not used up yet; the last two such vertices are joined.
     */
    private static Set<Set<Integer>> decode(int n, int[] sequence) {
        int[] remaining = new int[n]; // edges still to attach to the vertex
        Arrays.fill(remaining, 1);
        for (int label : sequence) {
            remaining[label]++;
        }
        Set<Set<Integer>> edges = new HashSet<>();
        for (int label : sequence) {
            int leaf = 0;
            while (remaining[leaf] != 1) {
                leaf++;
            }
            edges.add(Set.of(leaf, label));
            remaining[leaf]--;
            remaining[label]--;
        }
        List<Integer> last = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (remaining[v] == 1) {
                last.add(v);
            }
        }
        edges.add(Set.of(last.get(0), last.get(1)));
        return edges;
    }

    private static Set<Set<Integer>> edgeSet(Graph<Integer, DefaultEdge> graph) {
        Set<Set<Integer>> edges = new HashSet<>();
        for (DefaultEdge e : graph.edgeSet()) {
            edges.add(Set.of(graph.getEdgeSource(e), graph.getEdgeTarget(e)));
        }
        return edges;
    }

    /** Every distinct ordering of the multiset (lexicographic next-permutation from the sorted order). */
    private static List<int[]> arrangements(List<Integer> multiset) {
        int[] current = multiset.stream().mapToInt(Integer::intValue).sorted().toArray();
        List<int[]> all = new ArrayList<>();
        do {
            all.add(current.clone());
        } while (nextPermutation(current));
        return all;
    }

    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        swap(a, i, j);
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            swap(a, l, r);
        }
        return true;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
