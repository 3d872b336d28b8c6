package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Hidden tests of a one-argument image function: each image's test expects the oracle's grid. */
final class ImageFilterTests {
    private ImageFilterTests() {
    }

    static List<HiddenTest> of(List<ImageGrid> images, Function<ImageGrid, int[][]> oracle) {
        List<HiddenTest> tests = new ArrayList<>();
        for (ImageGrid image : images) {
            tests.add(HiddenTest.function(image.name(), List.of(image.json()), ImageGrid.json(oracle.apply(image))));
        }
        return tests;
    }

    /** The standard set: every shape, the seeded random images, and a large smooth image of the given size. */
    static List<ImageGrid> standardImages(int largeRows, int largeCols) {
        List<ImageGrid> images = new ArrayList<>(ImageSamples.shapes(false));
        images.addAll(ImageSamples.random(largeRows, largeCols));
        return images;
    }
}
