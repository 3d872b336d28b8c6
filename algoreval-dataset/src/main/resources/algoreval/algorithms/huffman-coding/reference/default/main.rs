use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

enum Tree {
    Leaf(char),
    Node(Box<Tree>, Box<Tree>),
}

fn assign_lengths(tree: &Tree, depth: usize, lengths: &mut BTreeMap<char, usize>) {
    match tree {
        Tree::Leaf(c) => {
            lengths.insert(*c, depth.max(1));
        }
        Tree::Node(left, right) => {
            assign_lengths(left, depth + 1, lengths);
            assign_lengths(right, depth + 1, lengths);
        }
    }
}

fn huffman_codes(text: &str) -> BTreeMap<char, String> {
    let mut counts: BTreeMap<char, u64> = BTreeMap::new();
    for c in text.chars() {
        *counts.entry(c).or_insert(0) += 1;
    }
    // Trees live in `trees`; the heap holds (weight, sequence number) of the live ones, lightest first.
    let mut trees: Vec<Option<Tree>> = Vec::new();
    let mut heap = BinaryHeap::new();
    for (&c, &count) in &counts {
        heap.push(Reverse((count, trees.len())));
        trees.push(Some(Tree::Leaf(c)));
    }
    while heap.len() > 1 {
        let Reverse((w1, i1)) = heap.pop().unwrap();
        let Reverse((w2, i2)) = heap.pop().unwrap();
        let left = trees[i1].take().unwrap();
        let right = trees[i2].take().unwrap();
        heap.push(Reverse((w1 + w2, trees.len())));
        trees.push(Some(Tree::Node(Box::new(left), Box::new(right))));
    }
    let Reverse((_, root)) = heap.pop().unwrap();
    let mut lengths = BTreeMap::new();
    assign_lengths(trees[root].as_ref().unwrap(), 0, &mut lengths);

    let mut order: Vec<char> = lengths.keys().copied().collect();
    order.sort_by_key(|c| (lengths[c], *c));
    let mut codes = BTreeMap::new();
    let mut code: u64 = 0;
    let mut prev_len = 0;
    for c in order {
        let len = lengths[&c];
        code <<= len - prev_len;
        codes.insert(c, format!("{:0width$b}", code, width = len));
        prev_len = len;
        code += 1;
    }
    codes
}

fn huffman_encode(text: &str, codes: &BTreeMap<char, String>) -> String {
    text.chars().map(|c| codes[&c].as_str()).collect()
}

fn main() {
    let text = "ffabdddadgcbfaafgdadddadbffaafdagebcb";
    let codes = huffman_codes(text);
    for (c, code) in &codes {
        println!("{} {}", c, code);
    }
    let encoded = huffman_encode(text, &codes);
    println!("{}", encoded.len());
    println!("{}", encoded);
}
