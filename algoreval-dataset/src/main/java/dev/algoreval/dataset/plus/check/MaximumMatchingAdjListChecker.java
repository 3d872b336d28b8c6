package dev.algoreval.dataset.plus.check;

import java.util.List;

/** {@link MaximumMatchingChecker} for the variant whose graph argument is an adjacency list. */
public final class MaximumMatchingAdjListChecker extends MaximumMatchingChecker {
    @Override
    UndirectedInput graph(List<Object> args) {
        return UndirectedInput.fromAdjList(args);
    }
}
