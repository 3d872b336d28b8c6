package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/** Prim's prompts promise positive weights (a matrix uses 0 for "no edge"). */
public final class PrimMstPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return MstPlusCases.tests(representation, false);
    }
}
