use std::collections::{HashMap, VecDeque};

fn fifo_page_replacement(pages: &[i32], frame_count: usize) -> Vec<Vec<i32>> {
    let mut frames = vec![-1; frame_count];
    let mut frame_of: HashMap<i32, usize> = HashMap::new(); // resident page -> frame number
    let mut load_order: VecDeque<i32> = VecDeque::new(); // resident pages, earliest loaded first
    let mut snapshots = Vec::with_capacity(pages.len());
    for &page in pages {
        if !frame_of.contains_key(&page) {
            let slot = if frame_of.len() < frame_count {
                frames.iter().position(|&f| f == -1).unwrap()
            } else {
                let victim = load_order.pop_front().unwrap();
                frame_of.remove(&victim).unwrap()
            };
            frames[slot] = page;
            frame_of.insert(page, slot);
            load_order.push_back(page);
        }
        snapshots.push(frames.clone());
    }
    snapshots
}

fn main() {
    let pages = [5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0];
    for frame_count in [3usize, 4] {
        let snapshots = fifo_page_replacement(&pages, frame_count);
        let mut previous = vec![-1; frame_count];
        let mut faults = 0;
        for (page, frames) in pages.iter().zip(&snapshots) {
            let fault = !previous.contains(page);
            if fault {
                faults += 1;
            }
            if frame_count == 3 {
                let shown: Vec<String> =
                    frames.iter().map(|&f| if f == -1 { "-".to_string() } else { f.to_string() }).collect();
                println!("{}: {} {}", page, shown.join(" "), if fault { "fault" } else { "hit" });
            }
            previous = frames.clone();
        }
        println!("faults with {} frames: {}", frame_count, faults);
    }
}
