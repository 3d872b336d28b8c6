package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * How a probe input becomes one representation's arguments, JSON-shaped (Long integers, lists) as the
 * drivers' input encoder takes them; below, the graph encodings most prompts share.
 */
record Encoding<I>(Representation representation, Function<I, List<Object>> arguments) {

    /** These arguments after {@code leading} ones (a bipartite graph's side sizes, say). */
    Encoding<I> precededBy(Function<I, List<Object>> leading) {
        return new Encoding<>(representation, input -> Stream.concat(leading.apply(input).stream(),
                arguments.apply(input).stream()).toList());
    }

    /** (n, [[u, v], ...]) or (n, [[u, v, w], ...]). */
    static Encoding<ProbeGraph> edgeList() {
        return new Encoding<>(Representation.EDGE_LIST, g -> List.of((long) g.n(), g.edgeList()));
    }

    /** (adj) with adj[u] = [v, ...] or [[v, w], ...]. */
    static Encoding<ProbeGraph> adjacencyList() {
        return new Encoding<>(Representation.ADJ_LIST, g -> List.of(g.adjacencyList()));
    }

    /** (M) with M[u][v] the weight, {@code none} where there is no edge and 0 on the diagonal. */
    static Encoding<ProbeGraph> adjacencyMatrix(long none) {
        return new Encoding<>(Representation.ADJ_MATRIX, g -> List.of(g.adjacencyMatrix(none)));
    }

    /** (M) with M[u][v] = 1 for an edge u → v, 0 elsewhere: an unweighted digraph's matrix. */
    static Encoding<ProbeGraph> zeroOneMatrix() {
        return new Encoding<>(Representation.ADJ_MATRIX, g -> List.of(DirectedProbeGraphs.zeroOneMatrix(g)));
    }

    /** (B) with B[v][j] = 1 exactly at edge j's two endpoints. */
    static Encoding<ProbeGraph> incidenceMatrix() {
        return new Encoding<>(Representation.INCIDENCE_MATRIX, g -> List.of(g.incidenceMatrix()));
    }
}
