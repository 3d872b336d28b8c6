package dev.algoreval.dataset;

import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Test datasets under {@code src/test/resources/fixtures/<case>/algoreval/…}. Each is loaded through a
 * class loader that sees that one folder and nothing else (parent = bootstrap), so the dataset bundled
 * with this module, which is on the test class path, cannot shadow or complete a fixture.
 */
final class Fixtures {
    private Fixtures() {
    }

    static Path root(String fixture) {
        URL url = Fixtures.class.getClassLoader().getResource("fixtures/" + fixture + "/algoreval/dataset.yaml");
        if (url == null) {
            throw new IllegalArgumentException("no fixture " + fixture);
        }
        try {
            Path root = Path.of(url.toURI()).getParent().getParent();
            if (!Files.isDirectory(root)) {
                throw new IllegalStateException(root + " is not a directory");
            }
            return root;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A class loader that sees only the fixture's folder. */
    static URLClassLoader classLoader(String fixture) {
        return classLoader(root(fixture));
    }

    static URLClassLoader classLoader(Path root) {
        try {
            // Path.toUri() of an existing directory ends with '/', which URLClassLoader needs to treat it as a folder.
            return new URLClassLoader(new URL[] {root.toUri().toURL()}, null);
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    static Dataset load(String fixture) {
        try (URLClassLoader loader = classLoader(fixture)) {
            return Dataset.load(loader);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
