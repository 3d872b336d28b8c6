package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Keeps the unions as edges of a graph and answers every question by breadth-first search over the
 * edges added so far; the set count is the number of BFS components.
 */
public final class DisjointSetUnionOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int n = input.integer("n");
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        StringBuilder out = new StringBuilder();
        for (int[] op : input.intMatrix("ops")) {
            boolean same = reachable(adj, op[1])[op[2]];
            if (op[0] == 0) {
                adj.get(op[1]).add(op[2]);
                adj.get(op[2]).add(op[1]);
                out.append(!same).append('\n');
            } else {
                out.append(same).append('\n');
            }
        }
        boolean[] seen = new boolean[n];
        int components = 0;
        for (int v = 0; v < n; v++) {
            if (!seen[v]) {
                components++;
                boolean[] r = reachable(adj, v);
                for (int u = 0; u < n; u++) {
                    seen[u] |= r[u];
                }
            }
        }
        return out.append(components).append('\n').toString();
    }

    private static boolean[] reachable(List<List<Integer>> adj, int start) {
        boolean[] seen = new boolean[adj.size()];
        Deque<Integer> queue = new ArrayDeque<>(List.of(start));
        seen[start] = true;
        while (!queue.isEmpty()) {
            for (int w : adj.get(queue.poll())) {
                if (!seen[w]) {
                    seen[w] = true;
                    queue.add(w);
                }
            }
        }
        return seen;
    }
}
