package dev.algoreval.engine;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.ConfigurationParameters;

/** Configuration parameters from a map, as a launcher would pass explicit parameters. */
public record MapConfiguration(Map<String, String> values) implements ConfigurationParameters {
    @Override
    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    @Override
    public Optional<Boolean> getBoolean(String key) {
        return get(key).map(Boolean::parseBoolean);
    }

    @Override
    public Set<String> keySet() {
        return values.keySet();
    }
}
