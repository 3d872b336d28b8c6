package dev.algoreval.dataset.plus.check;

import java.util.List;

/** {@link MaximumMatchingChecker} for the variant whose graph argument is an incidence matrix. */
public final class MaximumMatchingIncidenceMatrixChecker extends MaximumMatchingChecker {
    @Override
    UndirectedInput graph(List<Object> args) {
        return UndirectedInput.fromIncidenceMatrix(args);
    }
}
