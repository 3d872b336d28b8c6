package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import org.jgrapht.Graph;
import org.jgrapht.alg.cycle.HierholzerEulerianCycle;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Exhaustive search instead of Fleury or Hierholzer: a backtracking walk that tries the unused edges
 * of the current vertex in ascending neighbour order, from every start vertex in ascending order.
 * The first walk that uses every edge is therefore the lexicographically smallest Eulerian path.
 * JGraphT's Eulerian-cycle test (after joining the two odd vertices, if any) confirms that the input
 * has an Eulerian path at all.
 */
public final class EulerianPathOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph input, OracleInput values) {
        requireEulerianPath(input);
        int n = input.n();
        List<InputGraph.Edge> edges = input.edges();
        List<List<int[]>> arcs = new ArrayList<>(); // arcs.get(u): {neighbour, edge index}
        for (int u = 0; u < n; u++) {
            arcs.add(new ArrayList<>());
        }
        for (int i = 0; i < edges.size(); i++) {
            arcs.get(edges.get(i).u()).add(new int[] {edges.get(i).v(), i});
            arcs.get(edges.get(i).v()).add(new int[] {edges.get(i).u(), i});
        }
        arcs.forEach(list -> list.sort(Comparator.<int[]>comparingInt(a -> a[0]).thenComparingInt(a -> a[1])));
        for (int start = 0; start < n; start++) {
            if (arcs.get(start).isEmpty()) {
                continue;
            }
            List<Integer> walk = new ArrayList<>(List.of(start));
            if (extend(arcs, new boolean[edges.size()], walk, edges.size())) {
                StringJoiner line = new StringJoiner(" ");
                walk.forEach(v -> line.add(String.valueOf(v)));
                return line + "\n";
            }
        }
        throw new IllegalStateException("no Eulerian path");
    }

    private static boolean extend(List<List<int[]>> arcs, boolean[] used, List<Integer> walk, int edgeCount) {
        if (walk.size() == edgeCount + 1) {
            return true;
        }
        int u = walk.get(walk.size() - 1);
        for (int[] arc : arcs.get(u)) {
            if (used[arc[1]]) {
                continue;
            }
            used[arc[1]] = true;
            walk.add(arc[0]);
            if (extend(arcs, used, walk, edgeCount)) {
                return true;
            }
            walk.remove(walk.size() - 1);
            used[arc[1]] = false;
        }
        return false;
    }

    private static void requireEulerianPath(InputGraph input) {
        Graph<Integer, DefaultWeightedEdge> graph = input.toJGraphT();
        List<Integer> odd = graph.vertexSet().stream().filter(v -> graph.degreeOf(v) % 2 == 1).sorted().toList();
        if (odd.size() == 2) {
            graph.addEdge(odd.get(0), odd.get(1));
        }
        if (odd.size() > 2 || !new HierholzerEulerianCycle<Integer, DefaultWeightedEdge>().isEulerian(graph)) {
            throw new IllegalArgumentException("the graph has no Eulerian path");
        }
    }
}
