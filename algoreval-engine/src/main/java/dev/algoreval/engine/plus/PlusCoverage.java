package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;

/** Which instances the {@code plus} condition can test: those with a typed interface and hidden tests (every language has a driver). */
public final class PlusCoverage {
    private final Interfaces interfaces;

    private PlusCoverage(Interfaces interfaces) {
        this.interfaces = interfaces;
    }

    public static PlusCoverage load() {
        return new PlusCoverage(Interfaces.load());
    }

    public static PlusCoverage of(Interfaces interfaces) {
        return new PlusCoverage(interfaces);
    }

    public boolean covers(Instance instance) {
        return interfaces.of(instance).isPresent()
                && HiddenTests.of(instance.algorithm().id(), instance.representation()).isPresent();
    }
}
