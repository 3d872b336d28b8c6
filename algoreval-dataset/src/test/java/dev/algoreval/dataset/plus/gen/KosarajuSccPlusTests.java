package dev.algoreval.dataset.plus.gen;

/** Hidden tests of kosaraju-scc: the shared strongly-connected-components graphs and oracle. */
public final class KosarajuSccPlusTests extends ConnectivitySccTests {
    public KosarajuSccPlusTests() {
        super(3000);
    }
}
