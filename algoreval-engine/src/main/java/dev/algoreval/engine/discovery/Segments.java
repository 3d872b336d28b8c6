package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Instance;
import java.util.Optional;
import org.junit.platform.engine.UniqueId;

/**
 * The unique-id segments of the test tree, all content-based so that ids survive dataset growth:
 * {@code [engine:algoreval]/[suite:<class>]/[model:<name>]/[language:<id>]/[domain:<id>]/[algorithm:<id>]/[instance:<algorithm/language/representation>]}, then {@code [sample:<k>]} when several samples are asked.
 */
final class Segments {
    static final String SUITE = "suite";
    static final String MODEL = "model";
    static final String LANGUAGE = "language";
    static final String DOMAIN = "domain";
    static final String ALGORITHM = "algorithm";
    static final String INSTANCE = "instance";
    /** Only with {@code algoreval.samples} above 1: the instance becomes a container of its samples. */
    static final String SAMPLE = "sample";

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

    /** A sample's id, 1-based as users count; with one sample per instance the instance is the test. */
    static UniqueId test(UniqueId suite, String model, Instance instance, int sample, int samples) {
        UniqueId id = instance(suite, model, instance);
        return samples == 1 ? id : id.append(SAMPLE, Integer.toString(sample + 1));
    }

    static Optional<String> value(UniqueId id, String type) {
        return id.getSegments().stream().filter(s -> s.getType().equals(type)).map(UniqueId.Segment::getValue).findFirst();
    }
}
