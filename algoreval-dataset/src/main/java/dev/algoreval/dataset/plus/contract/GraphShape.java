package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What kind of graph a test's input is: directed or not, whether a pair may be joined more than once
 * (parallel edges) or a vertex to itself (self-loops), and whether it is connected. The graph is read from
 * the representation the variant uses ({@link Form}), so the same clause text holds in all seven languages
 * and the check sees exactly what a program sees.
 */
public record GraphShape(Form form, ValuePath of, Optional<Bound> vertices, boolean directed, boolean parallelEdges,
        boolean selfLoops, Optional<Boolean> connected, BigDecimal absent, Optional<BigDecimal> diagonal)
        implements Clause {

    /** How the graph is written: rows [u, v, ...], adj[u] of v or [v, w], M[u][v], or B[v][e] with two 1s per column. */
    public enum Form {
        EDGE_LIST("edge-list"), ADJ_LIST("adj-list"), ADJ_MATRIX("adj-matrix"), INCIDENCE_MATRIX("incidence-matrix");

        private final String id;

        Form(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static Form byId(String id) {
            for (Form f : values()) {
                if (f.id.equals(id)) {
                    return f;
                }
            }
            throw new IllegalArgumentException("graph form '" + id + "' is not one of edge-list, adj-list, adj-matrix, "
                    + "incidence-matrix");
        }
    }

    public GraphShape {
        if (form == Form.EDGE_LIST && vertices.isEmpty()) {
            throw new IllegalArgumentException("graph: an edge-list needs 'vertices' (the vertex count, e.g. V)");
        }
        if (form != Form.EDGE_LIST && vertices.isPresent()) {
            throw new IllegalArgumentException("graph: only an edge-list names its vertex count; a " + form.id()
                    + " has one row per vertex");
        }
        if (form == Form.ADJ_MATRIX && parallelEdges) {
            throw new IllegalArgumentException("graph: an adjacency matrix cannot hold parallel edges");
        }
        if (form == Form.INCIDENCE_MATRIX && (directed || selfLoops)) {
            throw new IllegalArgumentException("graph: an incidence matrix here is undirected and loop-free (two 1s per column)");
        }
        if (diagonal.isPresent() && (form != Form.ADJ_MATRIX || selfLoops)) {
            throw new IllegalArgumentException("graph: 'diagonal' fixes the diagonal of an adj-matrix without self-loops");
        }
    }

    @Override
    public String kind() {
        return "graph";
    }

    @Override
    public String sentence() {
        StringBuilder out = new StringBuilder("The graph is ").append(directed ? "directed" : "undirected");
        vertices.ifPresent(v -> out.append(", with vertices 0..").append(v.display()).append("-1"));
        out.append(". ");
        if (form != Form.ADJ_MATRIX) {
            out.append(parallelEdges ? "It may contain parallel edges (the same " + (directed ? "ordered " : "")
                    + "pair of vertices joined more than once; each copy is an edge of its own)"
                    : "It has no parallel edges");
            out.append(selfLoops ? " and may contain self-loops (an edge from a vertex to itself). "
                    : " and no self-loops. ");
        } else {
            out.append(selfLoops ? "It may contain self-loops (M[v][v]). " : "It has no self-loops");
            if (!selfLoops) {
                out.append(diagonal.map(d -> ": M[v][v] is " + Numbers.display(d) + ". ").orElse(". "));
            }
            out.append("M[u][v] == ").append(Numbers.display(absent)).append(" means no edge").append(directed
                    ? ". " : "; M is symmetric. ");
        }
        if (form == Form.ADJ_LIST && !directed) {
            out.append("Every edge {u, v} appears in both adj[u] and adj[v]. ");
        }
        connected.ifPresent(c -> out.append(c ? (directed ? "It is connected when edge directions are ignored. "
                : "It is connected. ") : "It need not be connected. "));
        return out.toString().strip();
    }

    private record Edges(int vertexCount, List<long[]> edges, List<String> problems) {
    }

    private Edges read(HiddenTest test, Api api) {
        List<String> problems = new ArrayList<>();
        List<long[]> edges = new ArrayList<>();
        Object value = of.values(test, api).stream().findFirst().orElse(null);
        if (value == null) {
            return new Edges(0, edges, problems);
        }
        List<?> rows = (List<?>) value;
        int n;
        switch (form) {
            case EDGE_LIST -> {
                n = vertices.get().valueIn(test, api).intValueExact();
                for (Object row : rows) {
                    List<?> e = (List<?>) row;
                    edges.add(new long[] {number(e.get(0)).longValue(), number(e.get(1)).longValue()});
                }
            }
            case ADJ_LIST -> {
                n = rows.size();
                for (int u = 0; u < n; u++) {
                    for (Object entry : (List<?>) rows.get(u)) {
                        long v = entry instanceof List<?> pair ? number(pair.get(0)).longValue() : number(entry).longValue();
                        edges.add(new long[] {u, v});
                    }
                }
            }
            case ADJ_MATRIX -> {
                n = rows.size();
                for (int u = 0; u < n; u++) {
                    List<?> row = (List<?>) rows.get(u);
                    if (row.size() != n) {
                        problems.add("row " + u + " of " + of.display() + " has " + row.size() + " entries, not " + n);
                        continue;
                    }
                    for (int v = 0; v < n; v++) {
                        BigDecimal w = new BigDecimal(number(row.get(v)).toString());
                        if (u == v && diagonal.isPresent()) {
                            if (w.compareTo(diagonal.get()) != 0) {
                                problems.add(of.display() + "[" + u + "][" + u + "] is " + row.get(v) + ", not "
                                        + Numbers.display(diagonal.get()));
                            }
                        } else if (w.compareTo(absent) != 0) {
                            edges.add(new long[] {u, v});
                        }
                    }
                }
            }
            case INCIDENCE_MATRIX -> {
                n = rows.size();
                int columns = n == 0 ? 0 : ((List<?>) rows.get(0)).size();
                for (int j = 0; j < columns; j++) {
                    List<Integer> ends = new ArrayList<>();
                    for (int v = 0; v < n; v++) {
                        long x = number(((List<?>) rows.get(v)).get(j)).longValue();
                        if (x == 1) {
                            ends.add(v);
                        } else if (x != 0) {
                            problems.add("column " + j + " holds " + x + " (entries are 0 or 1)");
                        }
                    }
                    if (ends.size() != 2) {
                        problems.add("column " + j + " has " + ends.size() + " ones, not 2");
                    } else {
                        edges.add(new long[] {ends.get(0), ends.get(1)});
                    }
                }
            }
            default -> throw new IllegalStateException(form.id());
        }
        return new Edges(n, edges, problems);
    }

    private static Number number(Object value) {
        return (Number) value;
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        Edges g = read(test, api);
        List<String> out = new ArrayList<>(g.problems());
        int n = g.vertexCount();
        Map<List<Long>, Integer> copies = new HashMap<>();
        for (long[] e : g.edges()) {
            if (e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n) {
                out.add("edge " + e[0] + "-" + e[1] + " names a vertex outside 0.." + (n - 1));
                continue;
            }
            if (e[0] == e[1] && !selfLoops) {
                out.add("self-loop at " + e[0]);
            }
            // An undirected adjacency list or matrix holds each edge at both ends: count arcs, compare both ways.
            List<Long> key = directed || form == Form.ADJ_LIST || form == Form.ADJ_MATRIX ? List.of(e[0], e[1])
                    : List.of(Math.min(e[0], e[1]), Math.max(e[0], e[1]));
            copies.merge(key, 1, Integer::sum);
        }
        for (Map.Entry<List<Long>, Integer> entry : copies.entrySet()) {
            List<Long> key = entry.getKey();
            boolean loop = key.get(0).equals(key.get(1));
            if (entry.getValue() > 1 && !parallelEdges && !loop) {
                out.add("parallel edges " + key.get(0) + "-" + key.get(1) + " (" + entry.getValue() + " copies)");
            }
            if (!directed && (form == Form.ADJ_LIST || form == Form.ADJ_MATRIX) && !loop) {
                int reverse = copies.getOrDefault(List.of(key.get(1), key.get(0)), 0);
                if (reverse != entry.getValue()) {
                    out.add("edge " + key.get(0) + "-" + key.get(1) + " is listed " + entry.getValue()
                            + " time(s) at " + key.get(0) + " but " + reverse + " at " + key.get(1));
                }
            }
        }
        if (connected.orElse(false) && n > 0 && !connected(n, g.edges())) {
            out.add("the graph is not connected");
        }
        return out.size() > EXAMPLES ? out.subList(0, EXAMPLES) : out;
    }

    private static boolean connected(int n, List<long[]> edges) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        int parts = n;
        for (long[] e : edges) {
            int a = root(parent, (int) e[0]);
            int b = root(parent, (int) e[1]);
            if (a != b) {
                parent[a] = b;
                parts--;
            }
        }
        return parts == 1;
    }

    private static int root(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    /** Whether the test's graph has a parallel edge or a self-loop: what the shape allows, the tests should use. */
    public List<String> features(HiddenTest test, Api api) {
        GraphShape strict = new GraphShape(form, of, vertices, directed, false, false, Optional.empty(), absent,
                Optional.empty());
        return strict.violations(test, api).stream().filter(v -> v.startsWith("parallel") || v.startsWith("self-loop"))
                .toList();
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
