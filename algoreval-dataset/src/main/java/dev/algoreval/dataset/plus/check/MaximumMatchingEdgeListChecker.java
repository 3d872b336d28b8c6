package dev.algoreval.dataset.plus.check;

import java.util.List;

/** {@link MaximumMatchingChecker} for the variant whose graph arguments are (n, edges). */
public final class MaximumMatchingEdgeListChecker extends MaximumMatchingChecker {
    @Override
    UndirectedInput graph(List<Object> args) {
        return UndirectedInput.fromEdgeList(args);
    }
}
