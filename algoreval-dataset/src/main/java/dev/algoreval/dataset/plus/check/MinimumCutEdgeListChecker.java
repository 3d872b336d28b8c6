package dev.algoreval.dataset.plus.check;

import java.util.List;

/** {@link MinimumCutChecker} for the variant whose graph arguments are (n, edges). */
public final class MinimumCutEdgeListChecker extends MinimumCutChecker {
    @Override
    UndirectedInput graph(List<Object> args) {
        return UndirectedInput.fromEdgeList(args);
    }
}
