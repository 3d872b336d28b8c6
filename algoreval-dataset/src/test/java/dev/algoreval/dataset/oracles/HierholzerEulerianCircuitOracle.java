package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import org.jgrapht.alg.cycle.HierholzerEulerianCycle;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Exhaustive search instead of Hierholzer's splicing: a backtracking walk from the start vertex that
 * tries the unused out-edges in ascending target order, so the first walk that uses every edge is
 * the lexicographically smallest Eulerian circuit from there. JGraphT's Hierholzer implementation
 * confirms that the graph is Eulerian, and the walk is checked to close at the start.
 */
public final class HierholzerEulerianCircuitOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph input, OracleInput values) {
        if (!new HierholzerEulerianCycle<Integer, DefaultWeightedEdge>().isEulerian(input.toJGraphT())) {
            throw new IllegalArgumentException("the graph is not Eulerian");
        }
        int start = values.integer("start");
        List<InputGraph.Edge> edges = input.edges();
        List<List<int[]>> out = new ArrayList<>(); // out.get(u): {target, edge index}
        for (int u = 0; u < input.n(); u++) {
            out.add(new ArrayList<>());
        }
        for (int i = 0; i < edges.size(); i++) {
            out.get(edges.get(i).u()).add(new int[] {edges.get(i).v(), i});
        }
        out.forEach(list -> list.sort(Comparator.<int[]>comparingInt(a -> a[0]).thenComparingInt(a -> a[1])));
        List<Integer> walk = new ArrayList<>(List.of(start));
        if (!extend(out, new boolean[edges.size()], walk, edges.size()) || walk.get(walk.size() - 1) != start) {
            throw new IllegalStateException("no Eulerian circuit from " + start);
        }
        StringJoiner line = new StringJoiner(" ");
        walk.forEach(v -> line.add(String.valueOf(v)));
        return line + "\n";
    }

    private static boolean extend(List<List<int[]>> out, boolean[] used, List<Integer> walk, int edgeCount) {
        if (walk.size() == edgeCount + 1) {
            return true;
        }
        for (int[] arc : out.get(walk.get(walk.size() - 1))) {
            if (used[arc[1]]) {
                continue;
            }
            used[arc[1]] = true;
            walk.add(arc[0]);
            if (extend(out, used, walk, edgeCount)) {
                return true;
            }
            walk.remove(walk.size() - 1);
            used[arc[1]] = false;
        }
        return false;
    }
}
