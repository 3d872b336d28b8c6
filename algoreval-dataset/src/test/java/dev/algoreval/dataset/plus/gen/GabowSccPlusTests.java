package dev.algoreval.dataset.plus.gen;

/** Hidden tests of gabow-scc: the shared strongly-connected-components graphs and oracle. */
public final class GabowSccPlusTests extends ConnectivitySccTests {
    public GabowSccPlusTests() {
        super(3000);
    }
}
