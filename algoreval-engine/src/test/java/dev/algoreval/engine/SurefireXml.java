package dev.algoreval.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** The test cases of the {@code TEST-*.xml} files Surefire wrote into a reports directory. */
final class SurefireXml {
    /** One {@code <testcase>}, with the {@code name} of the {@code <testsuite>} around it. */
    record Testcase(String file, String suite, String classname, String name) {
    }

    private SurefireXml() {
    }

    static List<Testcase> testcases(Path reports) throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(reports)) {
            files = listing.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml")).sorted().toList();
        }
        List<Testcase> testcases = new ArrayList<>();
        for (Path file : files) {
            Element suite;
            try {
                suite = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile()).getDocumentElement();
            } catch (ParserConfigurationException | SAXException e) {
                throw new IOException("cannot parse " + file + ": " + e.getMessage(), e);
            }
            NodeList cases = suite.getElementsByTagName("testcase");
            for (int i = 0; i < cases.getLength(); i++) {
                Element testcase = (Element) cases.item(i);
                testcases.add(new Testcase(file.getFileName().toString(), suite.getAttribute("name"),
                        testcase.getAttribute("classname"), testcase.getAttribute("name")));
            }
        }
        return testcases;
    }
}
