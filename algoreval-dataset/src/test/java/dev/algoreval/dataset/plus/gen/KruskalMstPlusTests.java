package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/** Kruskal's prompt allows any integer weight, so its graphs include zero and negative weights. */
public final class KruskalMstPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return MstPlusCases.tests(representation, true);
    }
}
