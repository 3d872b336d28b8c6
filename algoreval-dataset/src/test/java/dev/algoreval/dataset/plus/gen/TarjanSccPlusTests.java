package dev.algoreval.dataset.plus.gen;

/** Hidden tests of tarjan-scc: the shared strongly-connected-components graphs and oracle. */
public final class TarjanSccPlusTests extends ConnectivitySccTests {
    public TarjanSccPlusTests() {
        super(3000);
    }
}
