package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Instance;
import java.util.Optional;
import org.junit.platform.engine.UniqueId;

/**
 * The unique-id segments of the test tree, all content-based so that ids survive dataset growth:
 * {@code [engine:algoreval]/[suite:<class>]/[model:<name>]/[language:<id>]/[domain:<id>]/[algorithm:<id>]/[instance:<algorithm/language/representation>]}.
 */
final class Segments {
    static final String SUITE = "suite";
    static final String MODEL = "model";
    static final String LANGUAGE = "language";
    static final String DOMAIN = "domain";
    static final String ALGORITHM = "algorithm";
    static final String INSTANCE = "instance";

    private Segments() {
    }

    static UniqueId suite(UniqueId engine, Class<?> suiteClass) {
        return engine.append(SUITE, suiteClass.getName());
    }

    static UniqueId instance(UniqueId suite, String model, Instance instance) {
        return suite.append(MODEL, model)
                .append(LANGUAGE, instance.language().id())
                .append(DOMAIN, instance.domain().id())
                .append(ALGORITHM, instance.algorithm().id())
                .append(INSTANCE, instance.id());
    }

    static Optional<String> value(UniqueId id, String type) {
        return id.getSegments().stream().filter(s -> s.getType().equals(type)).map(UniqueId.Segment::getValue).findFirst();
    }
}
