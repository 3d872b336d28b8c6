package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The undirected test graphs shared by bridge finding and articulation points. */
final class ConnectivityUndirectedCases {
    private ConnectivityUndirectedCases() {
    }

    record Named(String name, ConnectivityGraph graph) {
    }

    /** Simple graphs (no self-loops, no parallel edges), which every undirected variant allows. */
    static List<Named> simpleGraphs() {
        List<Named> cases = new ArrayList<>();
        cases.add(new Named("empty graph (0 vertices)", ConnectivityGraph.undirected(0)));
        cases.add(new Named("single vertex", ConnectivityGraph.undirected(1)));
        cases.add(new Named("five isolated vertices", ConnectivityGraph.undirected(5)));
        cases.add(new Named("single edge", ConnectivityGraph.undirected(2, e(1, 0))));
        cases.add(new Named("path of 6 vertices numbered out of order",
                ConnectivityGraph.undirected(6, e(3, 1), e(1, 4), e(4, 0), e(0, 5), e(5, 2))));
        cases.add(new Named("cycle of 7 vertices", ConnectivityGraph.undirected(7,
                e(0, 3), e(3, 6), e(6, 2), e(2, 5), e(5, 1), e(1, 4), e(4, 0))));
        cases.add(new Named("star with centre 4", ConnectivityGraph.undirected(7,
                e(4, 0), e(1, 4), e(4, 2), e(3, 4), e(4, 5), e(6, 4))));
        cases.add(new Named("two triangles joined by a bridge", ConnectivityGraph.undirected(6,
                e(0, 1), e(1, 2), e(2, 0), e(2, 3), e(3, 4), e(4, 5), e(5, 3))));
        cases.add(new Named("bowtie: two cycles sharing vertex 2", ConnectivityGraph.undirected(7,
                e(0, 1), e(1, 2), e(2, 0), e(2, 3), e(3, 4), e(4, 5), e(5, 6), e(6, 2))));
        cases.add(new Named("disconnected: triangle, path, lone edge and isolated vertex",
                ConnectivityGraph.undirected(10, e(7, 8), e(0, 2), e(2, 4), e(4, 0), e(1, 3), e(3, 5), e(5, 6))));
        cases.add(new Named("complete graph K6", complete(6)));
        cases.add(new Named("ladder of 5 rungs (no bridge, no cut vertex)", ConnectivityGraph.undirected(10,
                e(0, 1), e(2, 3), e(4, 5), e(6, 7), e(8, 9),
                e(0, 2), e(2, 4), e(4, 6), e(6, 8), e(1, 3), e(3, 5), e(5, 7), e(7, 9))));
        cases.add(new Named("cycle with pendant tails at two vertices", ConnectivityGraph.undirected(9,
                e(0, 1), e(1, 2), e(2, 3), e(3, 0), e(2, 4), e(4, 5), e(0, 6), e(6, 7), e(7, 8))));
        cases.add(new Named("vertex whose DFS subtree only reaches back to it", ConnectivityGraph.undirected(6,
                e(0, 1), e(1, 2), e(2, 3), e(3, 1), e(1, 4), e(4, 5), e(5, 1))));
        cases.add(new Named("path of 2000 vertices (deep DFS)", path(2000)));
        cases.add(new Named("cycle of 2500 vertices with one chord", cycleWithChord(2500)));
        cases.add(new Named("sparse random graph, 400 vertices, 420 edges (seed 11)",
                ConnectivityRandomGraphs.simpleUndirected(new Random(11), 400, 420)));
        cases.add(new Named("random block tree of 300 blocks (seed 12)",
                ConnectivityRandomGraphs.blockTree(new Random(12), 300)));
        cases.add(new Named("random block tree of 700 blocks (seed 13)",
                ConnectivityRandomGraphs.blockTree(new Random(13), 700)));
        cases.add(new Named("dense random graph, 80 vertices, 1200 edges (seed 14)",
                ConnectivityRandomGraphs.simpleUndirected(new Random(14), 80, 1200)));
        return cases;
    }

    static int[] e(int u, int v) {
        return new int[] {u, v};
    }

    static ConnectivityGraph complete(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                edges.add(e(v, u));
            }
        }
        return new ConnectivityGraph(n, false, edges);
    }

    private static ConnectivityGraph path(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i + 1 < n; i++) {
            edges.add(e(i, i + 1));
        }
        java.util.Collections.shuffle(edges, new Random(n));
        return new ConnectivityGraph(n, false, edges);
    }

    private static ConnectivityGraph cycleWithChord(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            edges.add(e(i, (i + 1) % n));
        }
        edges.add(e(n / 3, 2 * n / 3));
        java.util.Collections.shuffle(edges, new Random(n));
        return new ConnectivityGraph(n, false, edges);
    }
}
