package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;

/**
 * One single-source hidden input before encoding: a named graph and its source. A case too big for
 * an n x n matrix (thousands of vertices, to expose quadratic work or deep recursion) is given to
 * the list representations only.
 */
public record ShortestPathCase(String name, ShortestPathGraph graph, int source) {
    /** The largest vertex count a matrix test gets, keeping the files small. */
    public static final int MATRIX_LIMIT = 80;

    public boolean appliesTo(Representation representation) {
        return representation != Representation.ADJ_MATRIX || graph.n() <= MATRIX_LIMIT;
    }
}
