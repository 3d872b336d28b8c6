package dev.algoreval.dataset.plus.check;

import java.util.List;

/** {@link MinimumCutChecker} for the variant whose graph argument is a weighted adjacency list. */
public final class MinimumCutAdjListChecker extends MinimumCutChecker {
    @Override
    UndirectedInput graph(List<Object> args) {
        return UndirectedInput.fromAdjList(args);
    }
}
